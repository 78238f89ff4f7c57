/**
 * Everyday English for what policies say formally, phrase → equivalents ("|" between alternatives).
 * General workplace vocabulary, not one organisation's; the phrase book in synonyms.ts reads it.
 */
export const EVERYDAY: Record<string, string> = {
  // A visit to the dentist, doctor or physio is what leave rules call a medical appointment.
  dentist: "medical appointment|medical|dental", "dentist's": "medical appointment|medical|dental", dental: "medical appointment|medical", "doctor's appointment": "medical appointment", "doctors appointment": "medical appointment", "gp appointment": "medical appointment", "hospital appointment": "medical appointment", physio: "physiotherapy|medical appointment",
  "doctor's note": "medical certificate|sick note", "doctors note": "medical certificate|sick note", "sick note": "medical certificate",
  // The UK renamed junior doctors resident doctors in 2024; staff still say the old name.
  "junior doctor": "resident doctor|doctor", "junior doctors": "resident doctors|doctors",
  weekday: "monday to friday|weekdays", weekdays: "monday to friday|weekday",
  "time off": "leave", "time off in lieu": "compensatory time off|time off in lieu", "day off in lieu": "compensatory time off|time off in lieu", "days off in lieu": "compensatory time off|time off in lieu", toil: "time off in lieu|compensatory time off", "day off": "leave", "days off": "leave", "off work": "leave", "time off work": "leave", "extra hours": "overtime", "off sick": "sick leave", vacation: "annual leave|holiday",
  pto: "paid time off|annual leave", boss: "manager|line manager", payslip: "salary|pay", "pay rise": "salary increase", "without my name": "anonymous|anonymously", "without giving my name": "anonymous|anonymously", "keep my name out": "anonymous|anonymously", taxed: "taxable|tax|taxes", tax: "taxable|taxes",
  wage: "salary|pay", wages: "salary|pay", petrol: "fuel|mileage", "gas money": "mileage|fuel", mileage: "per kilometre|per mile|private car", cab: "taxi", uber: "taxi|rideshare", lyft: "taxi|rideshare", didi: "taxi|rideshare",
  plane: "flight", hotel: "accommodation|lodging", accommodation: "hotel|lodging", lodging: "hotel|accommodation",
  food: "meal", lunch: "meal", dinner: "meal", breakfast: "meal", drinks: "alcohol", booze: "alcohol", guest: "visitor",
  guests: "visitors", visitor: "guest", kids: "children", kid: "child", baby: "child|newborn", pregnant: "pregnancy|maternity", breastfeeding: "nursing|nursing time", "breast feeding": "nursing|nursing time", "when i'm back": "returning|return to work", "when i come back": "returning|return to work", "coming back": "returning|return to work", "part time": "reduced schedule|reduced hours|part-time", "part-time": "reduced schedule|reduced hours", born: "birth", "due date": "birth|expected birth",
  // "how long does it take to arrive?": what is sent arrives when it is shipped or delivered.
  arrive: "ships|shipped|delivered|delivery", arrives: "ships|shipped|delivered|delivery", arrived: "shipped|delivered|delivery",
  // Looking for somewhere to live before a move is what relocation rules call house-hunting.
  "look for a house": "house-hunting|house hunting", "look for an apartment": "house-hunting|house hunting", "find an apartment": "house-hunting|house hunting", "apartment hunting": "house-hunting|house hunting",
  // A watch worn is what uniform rules call a wristwatch.
  "a watch": "wristwatch|wristwatches", "my watch": "wristwatch|wristwatches", smartwatch: "wristwatch|wristwatches|fitness tracker|smart watch", "apple watch": "wristwatch|smartwatch|fitness tracker",
  // "what if it's really expensive?": what a thing is worth, as gift and spending rules put it.
  expensive: "worth|value|cost", pricey: "worth|value|cost", cheap: "worth|value|cost",
  cap: "limit|maximum", max: "maximum|limit", limit: "maximum|exceed", limits: "maximum|exceed", "hit my account": "paid|payment", "hits my account": "paid|payment", "hit the bank": "paid|payment", "pick up": "collect|collection", "picked up": "collect|collection", "pick it up": "collect|collection", "pick them up": "collect|collection",
  "weird email": "suspicious email|phishing", "strange email": "suspicious email|phishing", "dodgy email": "suspicious email|phishing", "odd email": "suspicious email|phishing", "fake email": "suspicious email|phishing", "scam email": "phishing|suspicious email", "dodgy link": "phishing|suspicious", "weird link": "phishing|suspicious", scam: "phishing|fraud|suspicious",
  "clicked the link": "suspicious site|suspicious link|phishing", "clicked a link": "suspicious site|suspicious link|phishing", "clicked on the link": "suspicious site|suspicious link|phishing", "clicked on a link": "suspicious site|suspicious link|phishing", "clicked on it": "suspicious site|suspicious link|phishing", "clicked it": "suspicious site|suspicious link|phishing",
  trainers: "shoes|footwear|sneakers", sneakers: "shoes|footwear|trainers", "in trouble": "disciplinary|discipline|disciplined|blamed", "union rep": "trade union representative|union representative", rep: "representative", "come with me": "accompanied|accompany", "come along": "accompanied|accompany", "forgot to": "miss|missed", invited: "invitation|invitations", "log it": "record|register|recorded", "log this": "record|register|recorded", "log them": "record|register|recorded", "forget to": "miss|missed", "punished for reporting": "retaliation|victimisation", "punished for speaking up": "retaliation|victimisation", "punished for raising": "retaliation|victimisation", retaliate: "retaliation",
  accent: "ethnicity|discrimination|harassment", racist: "discrimination|harassment|ethnicity|race", racism: "discrimination|harassment|ethnicity|race",
  sexist: "discrimination|harassment|gender", sexism: "discrimination|harassment|gender", homophobic: "discrimination|harassment|sexual orientation", ageist: "discrimination|harassment|age",
  "about how i look": "harassment|appearance", "about my looks": "harassment|appearance", "about her looks": "harassment|appearance", "about my body": "harassment|sexual harassment", "about her body": "harassment|sexual harassment",
  fill: "form|complete", attach: "include|upload|enclose|submit", attachments: "include|upload|documents", paperwork: "form|forms|record", "write up": "report|record", "write it up": "report|record", "write this up": "report|record",
  "drop off": "return", "give back": "return", "send back": "return", "sent back": "return", "hand back": "return", "bring back": "return", broken: "damage|damaged|fault", broke: "damage|damaged", cracked: "damage|damaged|broken", smashed: "damage|damaged|broken", snapped: "damage|damaged|broken|stops working",
  // A thing that fails; "not working" is left alone: "I'm not working tomorrow" is a day off.
  "stopped working": "stops working|fault|broken", "won't work": "stops working|fault|broken", "wont work": "stops working|fault|broken", "doesn't work": "stops working|fault|broken", "doesnt work": "stops working|fault|broken", lost: "loss", "left my": "lost|loss", "left it": "lost|loss", "left them": "lost|loss",
  stolen: "theft", "i didn't make": "fraudulent|fraud|unauthorised|unauthorized", "i did not make": "fraudulent|fraud|unauthorised|unauthorized", steal: "theft", laptop: "computer", computer: "laptop", phone: "mobile", mobile: "phone",
  iphone: "phone|mobile|smartphone", android: "phone|mobile|smartphone", smartphone: "phone|mobile", ipad: "tablet|device", cellphone: "phone|mobile",
  // Brand and everyday names for what policies call earbuds, headphones or a security key.
  airpods: "earbuds|headphones|earphones", earphones: "earbuds|headphones", earbuds: "headphones|earphones", headphones: "earbuds|earphones", yubikey: "security key|hardware security key",
  // "fiddling the tacho records": falsifying them.
  fiddling: "falsifying|falsified|falsify", fiddled: "falsified|falsifying|falsify", "fiddle the": "falsify|falsifying|falsified",
  wifi: "wi-fi|wireless|internet", "wi-fi": "wifi|wireless|internet", login: "account|password", "log in": "account|password",
  "locked out": "locked|password reset", printer: "printing|print", badge: "id card|pass", "id card": "badge",
  "car park": "parking", bike: "bicycle|cycle", bicycle: "bike|cycle", "work from home": "remote work|remote working|home working",
  wfh: "work from home|remote work", homework: "coursework|assignment", essay: "coursework|assignment", assignment: "coursework",
  overdue: "late", quit: "resign|resignation|notice", fired: "dismissal|termination", sacked: "dismissal|termination",
  "new starter": "new joiner|new employee", "new hire": "new joiner|new employee", bullying: "harassment", bullied: "harassment|bullying",
  harassed: "harassment", harassing: "harassment", harass: "harassment",
  // Unwanted touching and what makes someone uncomfortable are what harassment rules call unwelcome conduct.
  "touching me": "harassment|unwelcome|sexual harassment", "touches me": "harassment|unwelcome|sexual harassment", "touched me": "harassment|unwelcome|sexual harassment",
  "touching my": "harassment|unwelcome|sexual harassment", "touches my": "harassment|unwelcome|sexual harassment", "touched my": "harassment|unwelcome|sexual harassment",
  groped: "sexual harassment|harassment", groping: "sexual harassment|harassment", "makes me uncomfortable": "unwelcome|harassment", "made me uncomfortable": "unwelcome|harassment", "making me uncomfortable": "unwelcome|harassment",
  // Going out with someone at work is the personal relationship conflicts-of-interest rules name.
  // Working from a cafe is working in public, where others can see the screen.
  cafe: "public|public wi-fi", café: "public|public wi-fi", "coffee shop": "public|public wi-fi", starbucks: "public|public wi-fi",
  "date a": "romantic partner|personal relationship", "date someone": "romantic partner|personal relationship", "date somebody": "romantic partner|personal relationship", "date my": "romantic partner|personal relationship", "date one of": "romantic partner|personal relationship", dating: "romantic partner|personal relationship", "going out with": "romantic partner|personal relationship",
  // A vehicle that hit or was hit by another is in what the rules call an accident ("my laptop crashed" is not, nor
  // "bumped into my manager").
  "got hit by": "accident|collision", "was hit by": "accident|collision", "been hit by": "accident|collision", "crashed into": "accident|collision", "crashed the": "accident|collision", "crashed my": "accident|collision", "in a crash": "accident|collision", "had a crash": "accident|collision", "rear-ended": "accident|collision", "rear ended": "accident|collision", collided: "accident|collision", collision: "accident",
  hurt: "injury|injured", hurts: "injury|injured", hurting: "injury|injured", injured: "injury",
  // A scrape or a dent on a vehicle or a thing is what the rules call damage.
  scraped: "damage|damaged", scratched: "damage|damaged", scuffed: "damage|damaged", dented: "damage|damaged", dent: "damage|damaged", pranged: "damage|damaged|accident", prang: "damage|damaged|accident", accident: "incident", needle: "needlestick|sharps", stabbed: "injury|injured|needlestick", pricked: "injury|injured|needlestick", "cut myself": "injury|injured",
  ill: "sick|illness", unwell: "sick|illness", sick: "illness|ill|unwell", sickness: "illness|sick", flu: "illness|sick", cough: "illness|sick", coughing: "illness|sick", fever: "illness|sick", "got a cold": "illness|sick", "have a cold": "illness|sick", "caught a cold": "illness|sick", "with a cold": "illness|sick", "bad cold": "illness|sick", migraine: "illness|sick",
  "food poisoning": "illness|sick", vomiting: "illness|sick|sickness", covid: "illness|sick", jewelry: "jewellery|rings|bracelets|earrings|watches", jewelery: "jewellery|jewelry|rings|bracelets|earrings|watches", jewellery: "rings|bracelets|earrings|watches",
  insured: "insurance|covered", insure: "insurance", refer: "referral", "refer a friend": "referral|refer a candidate", "recommend a friend": "referral|refer a candidate", "roll over": "carry over|carried over", "rolls over": "carry over|carried over", rollover: "carry over|carry-over",
  lecturer: "academic staff|academic", lecturers: "academic staff|academic", professor: "academic staff|academic", professors: "academic staff|academic",
  mba: "degree|degree programme|master's|tuition", masters: "degree|degree programme|master's|tuition", phd: "degree|doctorate|doctoral|tuition",
  clothes: "clothing|dress", presents: "gifts", present: "gift", freebie: "gift", bribe: "bribery", money: "funding|allowance|payment",
  // Weekdays as people shorten them ("fri night"); "sat" and "sun" only where they cannot be the verb or the sun.
  fri: "friday", tues: "tuesday", weds: "wednesday", thurs: "thursday", "sat night": "saturday", "sun night": "sunday",
  // "the fridge says 9 degrees": policies write the figure in °C and name the temperature.
  degrees: "temperature|temperatures", celsius: "temperature|temperatures",
  waiter: "server|waiting staff", waiters: "servers|waiting staff", waitress: "server|waiting staff", waitresses: "servers|waiting staff", kp: "kitchen porter",
  "money off": "discount|reduced rate", "money back": "refund|reimburse", "their money back": "refund", "his money back": "refund", "her money back": "refund",
  refund: "reimbursement|reimburse", "pay back": "reimburse|reimbursement", "pay it back": "repay|repayment|repays", "pay that back": "repay|repayment|repays", "pay them back": "repay|repayment|repays",
  "have to pay back": "repay|repayment|repays", "if i leave": "resign|resigns|resignation|leaving", "if i quit": "resign|resigns|resignation|leaving", "claim back": "reimburse|claim", expense: "reimburse|claim",
  receipt: "invoice|fapiao", invoice: "receipt", budget: "allowance|funding", allowance: "stipend", stipend: "allowance",
  nights: "night shift", weekend: "saturday|sunday", weeknight: "weekday", christmas: "public holiday|holiday|company holiday|bank holiday",
  thanksgiving: "public holiday|holiday|company holiday|bank holiday", easter: "public holiday|holiday|bank holiday", "boxing day": "public holiday|bank holiday",
  "new year's day": "public holiday|bank holiday|company holiday", "memorial day": "public holiday|company holiday", "labor day": "public holiday|company holiday",
  "independence day": "public holiday|company holiday", "fourth of july": "public holiday|company holiday", "good friday": "public holiday|bank holiday", "move house": "relocation", "move to": "relocation|relocate", "moving to": "relocation|relocate", "moving from": "relocation|relocate", "move from": "relocation|relocate", "moving house": "relocation",
  relocate: "relocation", abroad: "international|overseas", overseas: "international|abroad", foreign: "international|overseas",
  freelance: "outside employment|consulting|side project", freelancing: "outside employment|consulting|side project", "second job": "outside employment|second employment",
  "side job": "outside employment|side project", "side hustle": "outside employment|side project", moonlighting: "outside employment|second employment",
  whatsapp: "messaging|personal device", photo: "photograph|picture|image", picture: "photo|photograph|image", pic: "photo|photograph|picture",
  pics: "photos|photographs|pictures", records: "data|information", files: "data|documents", "a file": "data|document", "the file": "data|document", "this file": "data|document",
  gmail: "personal email|personal account|personal cloud storage", hotmail: "personal email|personal account", icloud: "personal cloud storage|personal account", dropbox: "personal cloud storage|cloud storage",
  "google drive": "personal cloud storage|cloud storage", "usb stick": "usb drive|usb|removable media", "memory stick": "usb drive|usb|removable media", "thumb drive": "usb drive|usb|removable media", chatgpt: "ai|generative ai|ai tool",
  copilot: "ai tool", claude: "ai|generative ai|ai tool", gemini: "ai|generative ai|ai tool", deepseek: "ai|generative ai|ai tool", chatbot: "ai|generative ai|ai tool", chatbots: "ai|generative ai|ai tools", llm: "ai|generative ai|ai tool", llms: "ai|generative ai|ai tools", course: "training", training: "course", degree: "qualification", exam: "examination|assessment",
  // "Fine" is also "all right" ("is SMS fine?"); after an article, plural or as a verb it is a penalty.
  "see a client": "visit|client visit", "see clients": "visit|client visits", "seeing a client": "visit|client visit", "meet a client": "visit|client visit",
  "meeting a client": "visit|client visit", "meet clients": "visit|client visits", pw: "password", pwd: "password", "mat leave": "maternity leave", "pat leave": "paternity leave", gf: "partner|romantic partner|relationship",
  bf: "partner|romantic partner|relationship", girlfriend: "partner|romantic partner|relationship", boyfriend: "partner|romantic partner|relationship",
  "corp card": "corporate card", "company card": "corporate card", rmb: "cny", yuan: "cny", kuai: "cny", "look after": "care|caring", "looking after": "care|caring",
  raises: "salary increase|pay rise", "home wifi": "internet|internet allowance", "home internet": "internet|internet allowance", "in confidence": "private|confidential",
  "mfa push": "mfa prompt|prompt", ktv: "karaoke", "national day": "public holiday|statutory public holiday", "temp housing": "temporary accommodation",
  promo: "promotion", "ppl": "people", yelling: "bullying|intimidation|harassment", "shouting at": "bullying|intimidation|harassment",
  // How someone is treated, said as it feels: what grievance and bullying rules cover.
  "talks to me like": "bullying|harassment|behaviour|treated", "talking to me like": "bullying|harassment|behaviour|treated", "treats me like": "bullying|harassment|behaviour|treated", "treating me like": "bullying|harassment|behaviour|treated", belittles: "bullying|harassment|behaviour", belittling: "bullying|harassment|behaviour", humiliated: "bullying|harassment|behaviour", humiliates: "bullying|harassment|behaviour",
  "gift voucher": "gift card|shopping voucher", "shopping card": "gift card|shopping voucher", "the fine": "penalty|charge", "a fine": "penalty|charge", fines: "penalty|penalties", fined: "penalty|charged",
  split: "blocks|parts|instalments", break: "damage|damaged|broken", breaks: "damage|damaged|broken",
  // "Break" is also a pause ("career break"); with an object it is damage.
  "break it": "damage|damaged|broken", "break my": "damage|damaged|broken", "break a": "damage|damaged|broken", "break the": "damage|damaged|broken",
  // ...and of a rule or code, a breach.
  "break the code": "breach|breaches|violation", "break the rules": "breach|breaches|violation", "break the policy": "breach|breaches|violation", "break a rule": "breach|breaches|violation",
  "breaks the rules": "breach|breaches|violation", "breaks the code": "breach|breaches|violation", "breaking the rules": "breach|breaches|violation", "broke the rules": "breach|breaches|violation", "broke the code": "breach|breaches|violation", "broken the rules": "breach|breaches|violation",
  "broke it": "damage|damaged|broken", "broke my": "damage|damaged|broken", "broke a": "damage|damaged|broken", "broke the": "damage|damaged|broken",
  "2fa": "mfa|multi-factor authentication|two-factor authentication", "two-factor": "mfa|multi-factor", "two factor": "mfa|multi-factor", "by accident": "accidental|mistake|error", "by mistake": "accidental|mistake|error",
  redo: "renew|repeat|refresh|retake", redone: "renewed|repeated|refreshed|retaken", "do it again": "renew|repeat|refresh|retake",
  "falling apart": "damaged|worn out|replacement", "worn out": "damaged|replacement", "new ones": "replacements|replacement", "a new one": "replacement",
  "far ahead": "in advance|advance", "ahead of time": "in advance|advance", "get back to me": "feedback|respond|response|reply", "get back to us": "feedback|respond|response|reply", "hear back": "feedback|response|reply",
  // Disagreeing with a decision is what grievance and pay rules call an appeal or a dispute.
  disagree: "appeal|not satisfied|dispute", "don't agree": "appeal|not satisfied|dispute", "do not agree": "appeal|not satisfied|dispute", "not happy with the": "appeal|not satisfied|dispute",
  // Being paged is the on-call pager's doing, not a web page's ("the Datix page on the intranet").
  "get paged": "pager", "got paged": "pager", "gets paged": "pager", "getting paged": "pager", "i'm paged": "pager",
  "a raise": "salary increase|pay rise", "pay raise": "salary increase|pay rise", "kick in": "take effect|effective", "kicks in": "takes effect|effective",
  // British everyday words for theft, illness, shifts and telling someone.
  "d&v": "diarrhoea|vomiting|diarrhea", "d and v": "diarrhoea|vomiting|diarrhea", "stomach bug": "diarrhoea|vomiting|diarrhea", "sickness bug": "diarrhoea|vomiting|diarrhea",
  "the runs": "diarrhoea|diarrhea|sickness", "the squits": "diarrhoea|diarrhea|sickness", "last minute": "short notice|less than", "last-minute": "short notice|less than",
  // American for petrol money, and a machine replaced: "can i claim gas?", "when do i get a new laptop?".
  "claim gas": "mileage|fuel|per mile|own car|personal car|private car", "claim for gas": "mileage|fuel|per mile|own car|personal car|private car", "pay for gas": "mileage|fuel|per mile|own car|personal car|private car", "paid for gas": "mileage|fuel|per mile|own car|personal car|private car", "gas receipts": "mileage|fuel|per mile|own car|personal car|private car", "gas receipt": "mileage|fuel|per mile|own car|personal car|private car",
  // A wedding as benefits rules name it, days taken in one block.
  // Keeping one's name out, taking money, fiddling records, hiding a problem: what whistleblowing rules name.
  "my name on it": "anonymous|anonymously", "know it was me": "anonymous|anonymously|confidential", "find out it was me": "anonymous|anonymously|confidential",
  pocketing: "theft|stealing|fraud", "cover it up": "covered up|cover up|concealed", "covering it up": "covered up|cover up|concealed",
  // A driver's fines and points, and a car clipped.
  "bus lane ticket": "fine|penalty charge notice|penalty", "lane ticket": "fine|penalty charge notice|penalty", "points on my licence": "penalty points", "points on my license": "penalty points",
  "clipped a": "accident|collision|damage", "clipped the": "accident|collision|damage", "clipped another": "accident|collision|damage",
  "bank hols": "bank holidays", "bank hol": "bank holiday",
  "got married": "marriage|married|life event", "getting married": "marriage|married|life event", "get married": "marriage|married|life event",
  "all together": "consecutive|in a row", "in one go": "consecutive|in a row|single",
  "new laptop": "refresh|refreshed|replacement", "new computer": "refresh|refreshed|replacement", "new macbook": "refresh|refreshed|replacement",
  "threw up": "vomiting|illness|sick", "throw up": "vomiting|illness|sick", puking: "vomiting|illness|sick", puked: "vomiting|illness|sick", vomited: "vomiting|illness|sick",
  // "woke up with a temp": a temperature had is a fever, not the agency temp of "working with a temp".
  "up with a temp": "fever|illness|sick", "running a temp": "fever|illness|sick", "running a temperature": "fever|illness|sick", "high temperature": "fever|illness|sick",
  "kicked off": "aggressive|aggression|abusive", "kicking off": "aggressive|aggression|abusive", "kick off": "aggressive|aggression|abusive", lairy: "aggressive|aggression|abusive",
  chucked: "threw|thrown|violence", chucking: "throwing|violence",
  nicked: "stolen|theft", pinched: "stolen|theft", roster: "rota|schedule", rostered: "rota|scheduled", "throwing up": "vomiting|sickness",
  "being sick": "vomiting|sickness", "feeling rough": "unwell|sick|illness", "feel rough": "unwell|sick|illness", "under the weather": "unwell|sick|illness",
  "call in sick": "report sickness|sickness absence", "ring in sick": "report sickness|sickness absence", "phone in sick": "report sickness|sickness absence",
  "tell anyone": "disclose|notify|inform|report", "tell someone": "disclose|notify|inform|report", "tell anybody": "disclose|notify|inform|report", "need to declare": "disclose|declaration",
  "tell my manager": "notify|inform", "tell my line manager": "notify|inform", "tell my boss": "notify|inform", "tell hr": "notify|inform",
  // "will they let me in?" late for an exam or at a locked door: to be admitted, to enter.
  "let me in": "admit|admitted|enter|entry", "let them in": "admit|admitted|enter|entry", "let him in": "admit|admitted|enter|entry", "let her in": "admit|admitted|enter|entry", "let us in": "admit|admitted|enter|entry", "let in": "admit|admitted|enter|entry",
  "let someone know": "notify|report|inform", "let them know": "notify|report|inform", "let my manager know": "notify|report|inform",
  weight: "kg|load|loads|heavy", heavy: "kg|load|loads|weight", "on my own": "alone|one person|two people", "by myself": "alone|one person|two people",
  "hang on to": "keep|retain", "hold on to": "keep|retain", "a&e": "hospital|emergency", knackered: "tired|fatigue",
  "way home": "taxi|transport|travel home", "get home": "taxi|transport|travel home", "getting home": "taxi|transport|travel home", "lift home": "taxi|transport",
  indicator: "lights|light", indicators: "lights|light", headlight: "lights|light", headlights: "lights|light", bulb: "lights|light",
  // A coffee or a cup of tea in the lab is what safety rules call drinking.
  coffee: "drinking|drink|drinks", "cup of tea": "drinking|drink|drinks", "a brew": "drinking|drink|drinks",
  ebike: "e-bike|electric bike|bicycle", ebikes: "e-bike|e-bikes|electric bike|bicycle", "e bike": "e-bike|electric bike",
  "give medication": "administer|administration|administering", "give medicines": "administer|administration|administering", "give meds": "administer|administration|administering",
  "giving medication": "administer|administration|administering", "give paracetamol": "administer|administration", "give ibuprofen": "administer|administration",
  // Chat shorthand for holiday and business ("how many hol days", "a biz trip").
  hol: "holiday|annual leave", hols: "holiday|annual leave", biz: "business", al: "annual leave",
  conf: "conference", confs: "conferences|conference", prof: "professor|academic", profs: "professors|academic", perf: "performance", uni: "university", ot: "overtime",
  mgr: "manager", dept: "department", reimb: "reimbursement|reimburse", approx: "approximately",
  // Days of holiday counted are annual leave, not the bank holidays beside it.
  "holiday days": "annual leave", "days holiday": "annual leave", "days' holiday": "annual leave", "days of holiday": "annual leave", "holiday entitlement": "annual leave|entitlement", "holiday allowance": "annual leave|entitlement",
  // "4 nights in a row": what rules call consecutive.
  "in a row": "consecutive", "back to back": "consecutive", "back-to-back": "consecutive",
  freezer: "cold store|cold storage|freezer", "walk-in freezer": "cold store|cold storage",
  // A ticket for parking or speeding is the fine or penalty notice the rules name.
  "parking ticket": "parking fine|penalty charge notice|fine|penalty", "speeding ticket": "speeding fine|fixed penalty|fine|penalty", "speeding fine": "fixed penalty|fine|penalty",
  // A hotel's or shop's customer is what its policies may call a guest, and the other way round.
  customer: "guest|client", customers: "guests|clients|guest",
  artic: "hgv|articulated lorry|lorry", lorry: "hgv|truck|vehicle", truck: "hgv|lorry|vehicle",
  // Family and loss in everyday words: policies say "grandparent", "bereavement", "compassionate leave".
  grandad: "grandparent|grandfather", granddad: "grandparent|grandfather", grandpa: "grandparent|grandfather", grandma: "grandparent|grandmother", grandmother: "grandparent", grandfather: "grandparent", adopting: "adoptive|adoption", adopted: "adoptive|adoption", adopt: "adoptive|adoption",
  granny: "grandparent|grandmother", nan: "grandparent|grandmother", nana: "grandparent|grandmother", grandson: "grandchild", granddaughter: "grandchild", mum: "parent|mother", mom: "parent|mother",
  wife: "spouse|family|family member", husband: "spouse|family|family member", spouse: "family|family member", "my family": "family member|spouse|child",
  dad: "parent|father", dads: "parents|fathers", mums: "parents|mothers", moms: "parents|mothers", father: "parent", fathers: "parents", mother: "parent", mothers: "parents", died: "death|bereavement|compassionate",
  uncle: "relative|family member", uncles: "relatives|relative", "uncle's": "relative", aunt: "relative|family member", aunts: "relatives|relative", "aunt's": "relative", auntie: "relative|family member", "auntie's": "relative", cousin: "relative|family member", cousins: "relatives|relative", "cousin's": "relative", niece: "relative|family member", "niece's": "relative", nephew: "relative|family member", "nephew's": "relative", "passed away": "death|bereavement|compassionate", funeral: "bereavement|compassionate",
  // Calling in sick in any tense, and feeling ill in any words.
  "rang in sick": "report sickness|sickness absence", "rung in sick": "report sickness|sickness absence", "called in sick": "report sickness|sickness absence", "calling in sick": "report sickness|sickness absence",
  "ringing in sick": "report sickness|sickness absence", "phoned in sick": "report sickness|sickness absence", "phoning in sick": "report sickness|sickness absence", "calls in sick": "report sickness|sickness absence",
  "feeling awful": "unwell|sick|illness", "feel awful": "unwell|sick|illness", "feeling terrible": "unwell|sick|illness", "feel terrible": "unwell|sick|illness", "feeling ill": "unwell|sick|illness",
  "feel ill": "unwell|sick|illness", "feeling poorly": "unwell|sick|illness", "feeling crap": "unwell|sick|illness", "feeling like crap": "unwell|sick|illness",
  // A message or link that looks wrong is what security rules call suspicious.
  "sketchy email": "suspicious email|phishing", "shady email": "suspicious email|phishing", "phishy email": "suspicious email|phishing", "spammy email": "suspicious email|phishing",
  "sketchy link": "phishing|suspicious", "shady link": "phishing|suspicious",
  // Platforms by name are social media.
  tiktok: "social media", "tik tok": "social media", instagram: "social media", insta: "social media", facebook: "social media", twitter: "social media",
  snapchat: "social media", youtube: "social media", linkedin: "social media", socials: "social media",
  beer: "alcohol", beers: "alcohol", pint: "alcohol", pints: "alcohol", cocktail: "alcohol", cocktails: "alcohol", "glass of wine": "alcohol",
  "benefits package": "benefits",
  // Found by the fifth blind probe: everyday words for what university and hospital rules say.
  // A liquid knocked over is a spill; an exam taken again is a resit; a fine argued with is appealed.
  "knocked over": "spill|spilled|spillage", spilt: "spill|spilled", retake: "resit|repeat", retakes: "resits|resit|repeat", retaking: "resit|repeat",
  "contest it": "appeal|dispute", "contest the": "appeal|dispute", "contest a": "appeal|dispute", "contest my": "appeal|dispute", "what's the damage": "how much|cost|charge", "whats the damage": "how much|cost|charge",
  // Turning up is arriving; a guest signed in is registered.
  "turn up": "arrive|arrival", "turned up": "arrived|arrive", "turning up": "arrive|arriving", "sign in a guest": "register a visitor|register", "sign in a visitor": "register a visitor|register", "sign in guests": "register visitors|register", "sign in visitors": "register visitors|register",
  // A patient, medicines and a drip as staff type them; a patient near death is at the end of life.
  pt: "patient", pts: "patients", "pt's": "patient", med: "medicine|medication|medical", meds: "medicines|medication|medicine", iv: "intravenous", dying: "end of life|end-of-life",
  "fell over": "fall|falls", "slid out": "fall|falls", "slipped over": "fall|falls", "had a fall": "fall|falls",
  // A shop by name; working past the end of a shift.
  tesco: "shop|shops", sainsburys: "shop|shops", "sainsbury's": "shop|shops", asda: "shop|shops", aldi: "shop|shops", lidl: "shop|shops", walmart: "shop|shops", supermarket: "shop|shops",
  "stay late": "overtime|extra hours", "staying late": "overtime|extra hours", "stayed late": "overtime|extra hours", "work late": "overtime|extra hours", "working late": "overtime|extra hours",
  "log into": "account|password", "log onto": "account|password", "log on": "account|password",
  // More time on a piece of work is an extension; a book from another library is an interlibrary loan; a tour is a visit.
  "more time on": "extension|extend", "more time for": "extension|extend", "more time to finish": "extension|extend", "other libraries": "interlibrary|interlibrary loan", "another library": "interlibrary|interlibrary loan", tour: "visit|visits", tours: "visits|visit",
  // Money that shows up is paid; a second signature is a second signatory; a wrong dose is a medication error.
  "see the money": "paid|payment", "see my money": "paid|payment", "get the money": "paid|payment", "get my money": "paid|payment", signature: "signatory|signed", "wrong dose": "medication error|error", "wrong drug": "medication error|error", "wrong medication": "medication error|error", "wrong meds": "medication error|error",
  "engagement ring": "ring|rings|jewellery", "parking pass": "parking permit|permit", "blame me": "blamed|disciplinary", "get blamed": "blamed|disciplinary",
  // "the longest shift": a limit on how long, as rules put it ("longer than 13 hours").
  longest: "longer|maximum|limit", "most hours": "maximum|limit", "max hours": "maximum|limit",
  // Books are taken out of a library, which its rules call borrowing.
  "take out": "borrow", "took out": "borrowed|borrow", "taken out": "borrowed|borrow", "taking out": "borrowing|borrow",
  // Experiments are what lab rules call work in the lab.
  experiment: "lab work|work", experiments: "lab work|work",
  saturday: "weekend|weekends", sunday: "weekend|weekends", saturdays: "weekend|weekends", sundays: "weekend|weekends",
  // Found by the eighth blind probe (logistics, hospitality, software). Weights and UK licences as people say them.
  kilos: "kg|kilograms", kilo: "kg|kilograms", kilograms: "kg", kgs: "kg", flt: "forklift|forklift truck",
  // Sleepy on medication is drowsy; catching something is falling ill.
  dozy: "drowsy|drowsiness", sleepy: "drowsy|drowsiness", codeine: "medication|medicine", antihistamine: "medication|medicine", antihistamines: "medication|medicine", "went down with": "ill|fall ill|sickness", "came down with": "ill|fall ill|sickness",
  // What nearly hit someone is a near miss; what was driven or reversed into is an accident; a keyed car is damaged.
  "nearly hit": "near miss", "almost hit": "near miss", "nearly clipped": "near miss", "almost clipped": "near miss", "nearly ran me": "near miss", "almost ran me": "near miss",
  "reversed into": "accident|collision", "drove into": "accident|collision", "backed into": "accident|collision", "bumped into my": "accident|collision", keyed: "damage|damaged|vandalised",
  // A night away in the cab is what drivers' rules call a night out.
  "sleeping in the cab": "night out|nights out", "sleep in the cab": "night out|nights out", "slept in the cab": "night out|nights out", nighter: "night out|nights out", overnighter: "night out|overnight",
  // Talking therapy is counselling; moving "for good" is moving permanently.
  therapy: "counselling|mental health", therapist: "counselling|mental health",
  "for good": "permanently|permanent", "credit card": "corporate card|company card|card",
  // Engineers' shorthand for production and databases.
  prod: "production", db: "database|data", dbs: "databases|database|data",
  // Fitness kit and an adrenaline pen by their everyday names.
  peloton: "sports equipment|fitness|exercise", epipen: "adrenaline|auto-injector|allergy|anaphylaxis", epipens: "adrenaline|auto-injector|allergy|anaphylaxis",
};
