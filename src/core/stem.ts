/** Light English suffix stemming, shared by indexing and questions through term extraction (text.ts); a change here bumps TERMS_VERSION there. */

const IFY_ENDINGS = ["ifications", "ification", "ifying", "ified", "ifies", "ify"];

/** "20 mins", "2 hrs": the short forms of time units are the units themselves. */
const UNIT_SHORT = new Map(Object.entries({ mins: "minut", hrs: "hour", wk: "week", wks: "week", yr: "year", yrs: "year" }));

/** "swapp" (swapping) → "swap", "plann" (planned) → "plan"; "call", "pass", "staff" and "add" keep theirs. */
function undoubled(w: string): string {
  return w.length >= 4 && /([bdgmnprt])\1$/.test(w) ? w.slice(0, -1) : w;
}

export function stem(word: string): string {
  let w = word.replace(/['’]s$/, "");
  // A Map, not an object: "constructor" is a word, not a key of Object's prototype.
  const unit = UNIT_SHORT.get(w);
  if (unit) return unit;
  // "taken", "wrote": past forms that share no ending with their verb.
  const irregular = IRREGULAR.get(w);
  if (irregular) return stem(irregular);
  // "under-18s", "the 1990s": a number's plural is the number.
  if (/^\d+s$/.test(w)) return w.slice(0, -1);
  if (w.length <= 3 || /\d/.test(w)) return w;
  // "midwives", "knives": the -fe plurals ("leaves" stays the leave it is).
  if (w.endsWith("ves") && /(?:wi|kni)ves$/.test(w)) w = `${w.slice(0, -3)}fe`;
  else if (w.endsWith("ies") && w.length > 4) w = w.slice(0, -3) + "y";
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // "monthly" is "per month": how often, said with the time word itself.
  if (w.endsWith("ly")) {
    const often = /^(month|week|year|hour|night|quarter)ly$/.exec(w) ?? (w === "daily" ? [w, "day"] : null);
    if (often) return often[1];
    // "anonymously" is "anonymous", "carefully" "careful": adverbs of the adjectives policies use.
    if (/(?:ous|ful|less)ly$/.test(w) && w.length >= 7) w = w.slice(0, -2);
  }
  // "application", "applicant": what one does to "apply" (also imply, reply, multiply).
  if (/[^aeiou]lica(?:tion|nt)$/.test(w) && w.length >= 9) return w.replace(/ica(?:tion|nt)$/, "y");
  // classify, classified, classifies, classification: one family, cut to its "-if" root.
  const ify = IFY_ENDINGS.find((e) => w.endsWith(e));
  if (ify && w.length - ify.length >= 3) return `${w.slice(0, w.length - ify.length)}if`;
  // "caring" → "care", "sparing" → "spare": cut to "car" or "spar" it would be another word (the car the
  // mileage rules mean); a root of "-ar" would have doubled its "r" ("starring"), so its "e" was there.
  // (Not "hiring" → "hire": then "a support hire" finds every line on the hiring process.)
  if (w.endsWith("ing") && w.length >= 6) w = /^[^aeiou]{0,2}ar$/.test(w.slice(0, -3)) ? `${w.slice(0, -3)}e` : undoubled(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length >= 6) {
    w = undoubled(w.slice(0, -2));
    // "carried" → "carry", "applied" → "apply": the same root as "carries" and "carrying".
    if (/[^aeiou]i$/.test(w)) w = `${w.slice(0, -1)}y`;
  }
  // "used" → "use", "moved" → "move": no English word ends in a vowel and s, v, z or c plus "d".
  else if (/^[a-z]{0,2}[aeiou][svzc]ed$/.test(w)) w = w.slice(0, -1);
  // "paged" → "page", "hired" → "hire": a short root of one vowel and one consonant would have doubled
  // it ("patted"), so its "e" was there before the "d" ("aimed", with two vowels, is "aim").
  else if (/^[^aeiou]{0,2}[aeiouy][^aeiouy]ed$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("e") && w.length >= 5) w = w.slice(0, -1);
  // "cancelled", "travelling": British spelling doubles the "l" of "cancel" and "travel"; "install", "enroll"
  // and "fulfill" spell it so too. A word of two syllables or more ends in one "l" whichever way it was written.
  if (/[aeiouy][^aeiouy]*[^aeiou][aeiou]ll$/.test(w)) w = w.slice(0, -1);
  return w;
}

/**
 * Past forms that share no ending with their verb, and a few plurals no ending rule finds. Not "left"
 * (also a side), "broke" (also skint), "paid" ("is it paid?" asks more than any line with "pay"
 * answers) nor "given" (gifts given to clients are not "a supplier gave me a gift").
 */
const IRREGULAR = new Map<string, string>(
  (
    "took:take taken:take wrote:write written:write chose:choose chosen:choose bought:buy " +
    "kept:keep found:find held:hold sent:send spent:spend made:make brought:bring told:tell sold:sell drove:drive driven:drive " +
    "ate:eat eaten:eat wore:wear worn:wear stole:steal stolen:steal fell:fall fallen:fall began:begin begun:begin flew:fly flown:fly " +
    "forgot:forget forgotten:forget rode:ride ridden:ride hid:hide hidden:hide threw:throw thrown:throw grew:grow grown:grow " +
    "knew:know known:know shown:show understood:understand lent:lend built:build caught:catch taught:teach thought:think met:meet " +
    "slept:sleep meant:mean dealt:deal won:win lost:lose " +
    // Plurals of nouns in -i, which the -is rule ("basis", "analysis") would leave whole.
    "taxis:taxi skis:ski emojis:emoji wikis:wiki kiwis:kiwi alibis:alibi"
  )
    .split(" ")
    .map((pair) => pair.split(":") as [string, string]),
);
