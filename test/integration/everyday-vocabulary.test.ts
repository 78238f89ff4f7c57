/** Everyday words for what the sample's policies name formally, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("vocab");

describe("everyday words", () => {
  it("read being yelled at as what the anti-harassment policy covers", async () => {
    const reply = await conversation()("my boss keeps yelling at me, what can I do?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_017"]);
  });

  it("read a shopping card, 购物卡, as the gift cards a policy never allows", async () => {
    for (const question of ["a supplier gave me a 300 yuan shopping card, can I keep it?", "客户送了我一张购物卡，能收吗？"]) {
      const reply = await conversation()(question);
      expect(cited(reply)).toEqual(["policy_022"]);
      expect(reply.text).toContain("gift cards, prepaid cards, shopping vouchers");
    }
  });

  it("read a thing a vendor or supplier gave as a gift, and its worth against the gift limit", async () => {
    for (const question of ["I got a bottle of whisky from a vendor, can I keep it?", "a supplier gave me a bottle of wine, can I keep it?"]) {
      const reply = await conversation()(question);
      expect(reply.kind).toBe("answer");
      expect(cited(reply)).toEqual(["policy_022"]);
    }
    // Asked to accept or keep it: the unknown things ("wine", "hamper") are what the gift is, not a topic no policy has.
    for (const question of ["can I accept a bottle of wine from a vendor?", "can I keep a hamper from a supplier?"]) {
      const reply = await conversation()(question);
      expect(reply.kind).toBe("answer");
      expect(cited(reply)).toEqual(["policy_022"]);
      expect(reply.text).toContain("up to 200 CNY may be accepted");
    }
    const ask = conversation();
    await ask("I got a bottle of whisky from a vendor, can I keep it?");
    const worth = await ask("it's worth about 500 CNY");
    expect(cited(worth)).toEqual(["policy_022"]);
    expect(worth.text).toContain("Gifts worth more than 200 CNY must be politely declined");
  });

  it("read \"do I need to tell anyone?\" and 申报 as the disclosure a policy requires", async () => {
    for (const question of ["my sister works at one of our suppliers, do I need to tell anyone?", "我妹妹在我们的供应商工作，需要申报吗？"]) {
      const reply = await conversation()(question);
      expect(cited(reply)).toEqual(["policy_023"]);
      expect(reply.text).toContain("Employees must disclose when a family member or partner");
    }
  });

  it("read a personal mailbox, cloud drive or USB stick as the personal storage the data rules name", async () => {
    for (const question of ["can I email a confidential file to my personal gmail?", "can I put customer data on a usb stick?", "can I save work files to my dropbox?"]) {
      const reply = await conversation()(question);
      expect(cited(reply)).toEqual(["policy_014"]);
      expect(reply.text).toContain("personal devices or personal cloud storage");
    }
  });

  it("read \"do I have to pay it back if I leave?\" as repaying when one resigns", async () => {
    const ask = conversation();
    await ask("what's my learning budget?");
    const back = await ask("do I have to pay it back if I leave?");
    expect(cited(back)).toEqual(["policy_020"]);
    expect(back.text).toContain("If the employee resigns within 24 months");
  });

  it("read breaking the rules as a breach, and breaking a laptop still as damage", async () => {
    const code = await conversation()("what happens if I break the code of conduct?");
    expect(cited(code)).toEqual(["policy_016"]);
    expect(code.text).toContain("Breaches of the Code of Conduct may lead to disciplinary action");
    const laptop = await conversation()("what if I break my laptop?");
    expect(cited(laptop)).toEqual(["policy_012"]);
    expect(laptop.text).toContain("Accidental damage is repaired at company cost");
  });

  it("read jokes about an accent, or a racist comment, as what the anti-harassment policy covers", async () => {
    for (const question of ["my manager keeps making jokes about my accent, what can I do?", "a colleague made a racist comment in a meeting, who do I tell?"]) {
      const reply = await conversation()(question);
      expect(reply.kind).toBe("answer");
      expect(cited(reply)).toEqual(["policy_017"]);
    }
  });

  // No policy says "touching": unwanted touching, and what makes someone uncomfortable, is the unwelcome conduct harassment rules cover.
  it("read unwanted touching as what the anti-harassment policy covers", async () => {
    for (const question of ["my colleague keeps touching my shoulder and it makes me uncomfortable", "my manager touched my hair at the party, what can I do?"]) {
      const reply = await conversation()(question);
      expect(reply.kind).toBe("answer");
      expect(cited(reply)).toEqual(["policy_017"]);
    }
  });

  // What is sent arrives when it is shipped: the follow-up had quoted the old laptop's return deadline instead.
  it("read \"how long does it take to arrive?\" after the laptop refresh as when the new one ships", async () => {
    const ask = conversation();
    await ask("I need a new laptop, mine is 4 years old");
    const reply = await ask("how long does it take to arrive?");
    expect(cited(reply)).toEqual(["policy_012"]);
    expect(reply.text).toContain("ships the new laptop within 10 working days");
  });

  // "help" is what the policy calls support: it had said nothing covers "relocation help".
  it("answer \"is there relocation help?\" from the relocation support policy", async () => {
    const reply = await conversation()("I want to move to the Shenzhen office, is there relocation help?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_025"]);
  });

  // Looking for a flat before a move is the house-hunting trip: the question had found nothing.
  it("read \"a trip to look for a flat\" as the relocation house-hunting trip", async () => {
    const reply = await conversation()("do I get a trip to look for a flat first?");
    expect(cited(reply)).toEqual(["policy_025"]);
    expect(reply.text).toContain("house-hunting trip");
  });

  it("read National Day as a statutory public holiday", async () => {
    const ask = conversation();
    await ask("how much is on-call pay on a weekend?");
    const holiday = await ask("and on national day?");
    expect(cited(holiday)).toEqual(["policy_018"]);
    expect(holiday.text).toContain("Statutory public holidays: 600 CNY per day");
  });

  it("read time off work as leave, and a fever as being sick", async () => {
    const twins = await conversation()("my partner and i are expecting twins in the spring!! how long do i get off work to be with them");
    expect(twins.kind).toBe("answer");
    expect(cited(twins)).toEqual(["policy_009"]);
    expect(twins.text).toContain("20 working days of fully paid paternity or partner leave");
    const fever = await conversation()("woke up with a fever, who do i tell?");
    expect(cited(fever)).toEqual(["policy_008"]);
  });

  it("read a child being born as the birth a parental leave line names", async () => {
    const dad = await conversation()("so my kid is being born in march and i wanted to know how much time off i can take as the dad");
    expect(cited(dad)).toEqual(["policy_009"]);
    expect(dad.text).toContain("20 working days of fully paid paternity or partner leave");
  });

  it("read extra hours as overtime", async () => {
    const weekend = await conversation()("if i work extra hours on a weekend how is that paid");
    expect(cited(weekend)).toEqual(["policy_019"]);
    expect(weekend.text).toContain("Rest days (normally Saturday and Sunday): 200% of hourly pay");
  });

  it("read 商务舱 as the business class the travel policies rule on", async () => {
    const reply = await conversation()("可以坐商务舱吗？");
    expect(reply.kind).not.toBe("not_found");
    const named = [...cited(reply), ...(reply.options ?? []).map((o) => o.policyId)];
    expect(named).toContain("policy_001");
  });

  it("read a second job, freelancing and moonlighting as the outside employment that needs approval", async () => {
    for (const question of ["can I take a second job?", "can I do freelance work on the side?", "is moonlighting allowed?"]) {
      const reply = await conversation()(question);
      expect(cited(reply), question).toEqual(["policy_023"]);
      expect(reply.text, question).toContain("Paid outside employment, consulting or board roles require written approval");
    }
  });
});

describe("a limit asked of a policy that says what must not be exceeded", () => {
  it("quotes the line with the maximum, not the approval rules around it", async () => {
    const reply = await conversation()("is there a limit on overtime?");
    expect(reply.citations.map((c) => c.policyId)).toEqual(["policy_019"]);
    expect(reply.text).toContain("must not exceed 3 hours per day or 36 hours per month");
    expect(reply.text).not.toContain("approved in advance");
  });
});

describe("everyday words for insurance, rolling over and degrees", () => {
  it("reads \"am I insured?\" as the travel insurance", async () => {
    const reply = await conversation()("I'm going to Brazil for work, am I insured?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_024"]);
    expect(reply.text).toContain("automatically covered by the company business travel insurance");
  });

  it("reads \"does it roll over?\" as carrying over", async () => {
    const ask = conversation();
    await ask("how much is the learning budget?");
    expect((await ask("does it roll over?")).text).toContain("Unused learning budget does not carry over");
  });

  it("reads an MBA as a degree programme", async () => {
    const reply = await conversation()("does the company pay for an MBA?");
    expect(cited(reply)).toEqual(["policy_020"]);
    expect(reply.text).toContain("part-time degree programmes");
  });
});

describe("moving from one city to another", () => {
  it("is relocation, and its follow-up asks the relocation allowance", async () => {
    const ask = conversation();
    const first = await ask("I'm moving from Beijing to Shanghai for the job, is there help?");
    expect(first.kind).toBe("answer");
    expect(cited(first)).toEqual(["policy_025"]);
    expect((await ask("how much?")).text).toContain("15,000 CNY");
  });
});

describe("referring someone", () => {
  it("is the referral policy, not a choice beside the laptop rule on friends", async () => {
    const reply = await conversation()("I want to refer a friend for a job");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_021"]);
    expect(reply.text).toContain("Referrals page");
  });
});

describe("harassing, and dating someone at work", () => {
  it("reads \"someone is harassing me\" as harassment", async () => {
    const reply = await conversation()("someone at work is harassing me");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_017"]);
  });

  it("reads dating a coworker as the romantic-partner rule, not a date on a claim", async () => {
    const reply = await conversation()("can I date a coworker?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_023"]);
    expect(reply.text).toContain("romantic partner");
  });
});

describe("a city tier written with a space", () => {
  it("is the tier the policies write joined: \"per diem for tier 1\" answers from the per-diem policy", async () => {
    const reply = await conversation()("what is the per diem for tier 1");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_004"]);
    expect(reply.text).toContain("180 CNY per day");
  });
});

describe("Chinese words for handling data", () => {
  it("reads 客户信息 and 传到 as customer personal information transferred: sending it abroad is the data classification rule", async () => {
    const reply = await conversation()("客户信息可以传到国外吗？");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_014"]);
    expect(reply.text).toContain("must not be transferred outside mainland China");
  });
});

describe("forgetting, and being punished for reporting", () => {
  it("reads forgetting the yearly code of conduct acknowledgement as missing its deadline", async () => {
    const reply = await conversation()("I forgot to do the code of conduct training, what happens?");
    expect(cited(reply)).toEqual(["policy_016"]);
    expect(reply.text).toContain("Employees who miss the annual deadline lose access to the expense system");
  });

  it("reads being punished for reporting as the retaliation the code forbids, not the discipline for breaches", async () => {
    const ask = conversation();
    await ask("I think my manager is taking bribes, who can I tell anonymously?");
    const reply = await ask("will I get punished for reporting?");
    expect(cited(reply)).toEqual(["policy_016"]);
    expect(reply.text).toContain("prohibits retaliation");
    expect(reply.text).not.toContain("termination of employment");
  });
});

describe("Chinese words for harassment and its investigation", () => {
  it("reads jokes about one's age as the behaviour the anti-harassment policy does not tolerate, and asks how long until the outcome of it", async () => {
    const ask = conversation();
    const jokes = await ask("同事一直开我年龄的玩笑，我该怎么办？");
    expect(jokes.kind).toBe("answer");
    expect(cited(jokes)).toEqual(["policy_017"]);
    expect(jokes.text).toContain("jokes about a person's gender, age");
    const outcome = await ask("多久会有结果？");
    expect(cited(outcome)).toEqual(["policy_017"]);
    expect(outcome.text).toContain("within 30 calendar days");
  });

  it("reads 报复 as retaliation and 匿名 as anonymous", async () => {
    expect((await conversation()("我举报了经理，会不会被报复？")).text).toContain("Retaliation against anyone who reports harassment");
    expect((await conversation()("可以匿名举报吗？")).text).toContain("anonymous Ethics Hotline");
  });
});

describe("Chinese words for being ill and caring for family", () => {
  it("reads 生病 as being sick: who to tell is the sick-leave reporting rule", async () => {
    const reply = await conversation()("我生病了，要跟谁说？");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_008"]);
    expect(reply.text).toContain("must inform their line manager before 10:00");
  });

  it("reads a sick child (孩子) as the caring rule, not the sick-leave entitlement", async () => {
    const reply = await conversation()("孩子生病了可以请病假吗？");
    expect(cited(reply)).toEqual(["policy_008"]);
    expect(reply.text).toContain("to care for a sick child");
  });
});

describe("charges one did not make", () => {
  it("are the fraudulent transactions the cardholder is not liable for", async () => {
    const reply = await conversation()("there are charges on my corporate card I didn't make");
    expect(cited(reply)).toEqual(["policy_006"]);
    expect(reply.text).toContain("not liable for fraudulent transactions");
  });
});

describe("when something kicks in", () => {
  it("reads \"kick in\" as taking effect: raises take effect on 1 April, not the code's \"raise a concern\"", async () => {
    const reply = await conversation()("when do raises kick in?");
    expect(cited(reply)).toEqual(["policy_026"]);
    expect(reply.text).toContain("Salary increases take effect on 1 April");
  });
});

describe("clicking a link", () => {
  it("reads \"I already clicked the link\" after a phishing email as the suspicious-site rule: contact security within 1 hour", async () => {
    const ask = conversation();
    await ask("how do I report a phishing email?");
    const clicked = await ask("what if I already clicked the link?");
    expect(cited(clicked)).toEqual(["policy_013"]);
    expect(clicked.text).toContain("within 1 hour");
  });
});

describe("a car and caring", () => {
  // "caring" stemmed to "car" had sent the mileage question to "Caring for Family Members"; a policy that
  // says "private car … per kilometre" is what "mileage" means.
  it("answers the mileage rate from the private-car line, not the sick-leave caring rule", async () => {
    const reply = await conversation()("what's the mileage rate if I use my own car?");
    expect(cited(reply)).toEqual(["policy_001"]);
    expect(reply.text).toContain("1.2 CNY per kilometre");
  });

  it("still finds the caring rule for caring", async () => {
    const reply = await conversation()("can I use sick days for caring for my kid?");
    expect(cited(reply)).toEqual(["policy_008"]);
    expect(reply.text).toContain("care for a sick child");
  });
});
