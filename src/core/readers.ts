/**
 * Who a line is for and who is asking. "Doctors must give 6 weeks' notice" is not the answer for a
 * nurse, whatever words it shares with the question: its subject names other readers.
 */
import { asksNothing } from "./asks.js";
import type { KnowledgeBase } from "./ports.js";
import type { PolicyHit } from "./types.js";
import { isPerson } from "./referent.js";
import { everydayGlosses } from "./synonyms.js";
import { uniqueTerms } from "./text.js";
import { generalMember, optionTitles } from "./family.js";

// The subject ends at its verb: "Nurses, midwives and HCAs | must phone ...".
const SUBJECT = /^(.{2,120}?)\s+(?:must|may|can(?:not)?|can't|should|will|shall|are|is|receive|receives|get|gets|need|needs|have|has|pay|pays|request|requests|qualify|qualifies|follow|follows)\b/i;

// A list entry led by who it is for: "Chefs and kitchen porters in hotel kitchens: 8 points per hour."
const LABEL = /^[•*-]?\s*([^:：]{2,80}?)\s*[:：]\s/;

/** The head words of a sentence's subject, when it opens with people: "Nurses, midwives and HCAs" → nurse, midwife, hca; "A split shift is…" → none. */
export function subjectTerms(sentence: string): string[] {
  const { heads, group } = subjectOf(sentence);
  return group || heads.some((w) => isPerson(w)) ? uniqueTerms(heads.join(" ")) : [];
}

/** The subject's head words, and whether it ends in a group word ("Academic staff"). */
function subjectOf(sentence: string): { heads: string[]; group: boolean } {
  // "- warehouse operatives and drivers: up to 10 working days at full basic pay": a list entry's label
  // is who it is for, though a verb ("pay") comes later.
  const entry = /^[•*-]\s/.test(sentence.trim()) ? LABEL.exec(sentence.trim()) : null;
  const m = entry ?? SUBJECT.exec(sentence.trim()) ?? LABEL.exec(sentence.trim());
  if (!m) return { heads: [], group: false };
  // "Staff who live further away", "Anyone on call": the head comes before its clause or phrase.
  // "Family members travelling with an employee": a participle after the head says which of them.
  const core = m[1].split(/\s+(?:who|that|which|whose|with|without|on|in|at|from|of|off|for|under|over)\b/i)[0].replace(/(?<=\S)\s+[a-z]+ing$/i, "");
  if (core.split(/\s+/).length > 10) return { heads: [], group: false };
  let group = false;
  const heads = core.split(/,|\band\b|\bor\b|&|\//i).flatMap((item) => {
    const words = item.trim().split(/\s+/).filter(Boolean);
    const head = words.at(-1) ?? "";
    // "Academic staff", "HCA staff": a group word says who only with its modifier; "Staff" alone is everyone.
    if (!GENERIC.test(head)) return [head];
    group = true;
    return words.slice(0, -1);
  });
  return { heads, group };
}

const GENERIC = /^(?:staff|employees?|people|persons?|members?|workers?|colleagues?|everyone|anyone|all)$/i;

/** Terms that name readers in these sentences: the heads of subjects that name people ("Nurses, midwives and HCAs"). */
export function readerTerms(sentences: string[]): Set<string> {
  const out = new Set<string>();
  for (const s of sentences) {
    const { heads, group } = subjectOf(s);
    if (group || heads.some((w) => isPerson(w))) for (const t of uniqueTerms(heads.join(" "))) out.add(t);
  }
  return out;
}

/**
 * Whether the message names a reader by the term: as a person ("a nurse"), before a group word
 * ("professional staff"), or after "I'm" ("I'm casual"). "Night shift staff" makes "shift" a reader
 * word; "what's the split shift allowance?" still names no reader.
 */
function namesReader(message: string, term: string, readers: Set<string>): boolean {
  const words = message.toLowerCase().replace(/’/g, "'").match(/[\p{L}\p{N}'-]+/gu) ?? [];
  // "night shift staff": the group word may follow another reader word.
  const beforeGroup = (i: number) => GENERIC.test(words[i + 1] ?? "") || (GENERIC.test(words[i + 2] ?? "") && uniqueTerms(words[i + 1] ?? "").some((t) => readers.has(t)));
  return words.some((w, i) => {
    if (!uniqueTerms(w).includes(term)) return false;
    const before = words.slice(Math.max(0, i - 2), i).join(" ");
    return isPerson(w) || beforeGroup(i) || /\b(?:i'?m|im|i am|we'?re|we are|as)(?: an?)?$/.test(before);
  });
}

/** "I'm academic staff", "im a class 1 driver", "我是博士生": the whole message says who is asking, and no more. */
const SELF_EN = /^\s*(?:([\w -]+),\s*)?(?:i'?m|im|i am|we'?re|we are)\s+(?:an?\s+|one of the\s+|on the\s+|in the\s+)?([\w -]+?)[\s.!]*$/i;
// "我是说年假" is "I mean annual leave": 是 before 说, 想, 问 or 指 opens a correction, not who.
const SELF_ZH = /^\s*(?:(?:你好|您好|嗨)[，,！!\s]*)?我(?:们)?是(?![说想问指])([^，,。？?！!\s]{1,8})[。！!]?\s*$/;

/** What a message that only says who is asking says of them ("academic staff", "博士生"), if that is all it says. */
export function selfDescription(message: string): { who: string; zh: boolean } | undefined {
  const zh = SELF_ZH.exec(message);
  if (zh) return { who: zh[1], zh: true };
  const en = SELF_EN.exec(message.replace(/’/g, "'"));
  // "hi all, I'm new" greets first; "can i get a parking permit, im a masters student" asks first.
  if (!en || (en[1] && !asksNothing(en[1]))) return undefined;
  return { who: en[2].trim(), zh: false };
}

export function saysOnlyWho(message: string, readers: Set<string>): boolean {
  const self = selfDescription(message);
  if (self?.zh) return true;
  const head = self?.who.split(/\s+/).at(-1) ?? "";
  return Boolean(head) && (isPerson(head) || uniqueTerms(head).some((t) => readers.has(t)));
}

// "I'm a KP", "as a commis chef": who the asker says they are, up to three words on.
const SELF_INTRO = /\b(?:i'?m|im|i am|i work as|we'?re|we are|as an?)\s+(?:an?\s+|the\s+|one of the\s+)?((?:[\w-]+\s+){0,2}[\w-]+)/gi;

/** The reader words the asker names themselves by, in their own words or everyday ones ("KP" is a kitchen porter). */
export function selfNamed(message: string, readers: Set<string>): string[] {
  const said = [...message.replace(/’/g, "'").matchAll(SELF_INTRO)].map((m) => m[1]);
  const found = said.flatMap((p) => [...uniqueTerms(p), ...everydayGlosses(p).flatMap((g) => g.alternatives.flat())]);
  return [...new Set(found.filter((t) => readers.has(t)))];
}

/** Readers a message names in everyday words for people ("my wife" is one of the family members). */
export function glossedReaders(message: string, readers: Set<string>): string[] {
  return [...personGlossTerms(message)].filter((t) => readers.has(t));
}

/** The formal words for the people a message names in everyday words ("wife" → spouse, family member). */
export function personGlossTerms(message: string): Set<string> {
  return new Set(everydayGlosses(message).filter((g) => isPerson(g.phrase.split(" ").at(-1) ?? "")).flatMap((g) => g.alternatives.flat()));
}

/**
 * Who is asking: the reader words of the newest message that has any (`messages` newest first).
 * "I'm a KP, or is it just the waiters?": who the asker says they are outranks the others named.
 */
export function askingReaders(messages: string[], readers: Set<string>): string[] {
  for (const m of messages) {
    const self = selfNamed(m, readers);
    if (self.length) return self;
    // "the waiters" are the servers a policy names.
    const named = [...uniqueTerms(m).filter((t) => readers.has(t) && namesReader(m, t, readers)), ...glossedReaders(m, readers)];
    if (named.length) return named;
  }
  return [];
}

/** A line for other readers than the one asking ("Doctors must ..." to a nurse) counts this much... */
const OTHER_READERS = 0.3;
/** ...and one whose subject names the reader asking ("Nurses, midwives and HCAs request ...") this much. */
const THIS_READER = 1.5;

/** How much a line counts for who is asking: by whether its subject names them, other readers, or no one. */
export function readerFactor(sentence: string, asking: string[], readers: Set<string>): number {
  if (!asking.length) return 1;
  const subject = subjectTerms(sentence).filter((t) => readers.has(t));
  if (!subject.length) return 1;
  return subject.some((t) => asking.includes(t)) ? THIS_READER : OTHER_READERS;
}

/** A line that leaves its readers out of the rule: "Agency staff and students on placement are not eligible." */
const RULED_OUT = /\b(?:(?:are|is)\s+not\s+(?:eligible|entitled|covered|included)|ineligible|not\s+entitled|(?:are|is)\s+excluded|(?:do|does)\s+not\s+(?:qualify|apply|receive|get))\b/i;

/**
 * The line of the same section for the reader asking, when the lines picked are for other readers:
 * "Doctors must give 6 weeks' notice" gives way to "Nurses, midwives and HCAs request leave 4 weeks
 * before" for a nurse. With no reader known, a line for one group tells only them, so the line for
 * another group goes with it. Either way the line must also hold what is asked. The lines to quote, if they change.
 */
export function readersLine(
  lines: string[],
  picked: number[],
  asking: string[],
  readers: Set<string>,
  answers: (line: string) => boolean,
  onlyWho = false,
): number[] | undefined {
  const groups = (line: string) => subjectTerms(line).filter((t) => readers.has(t));
  const named = new Set(picked.flatMap((j) => groups(lines[j] ?? "")));
  // "im agency" after "do we get food money on nights?": "Agency staff … are not eligible" answers, with no amount.
  const fits = (line: string) => answers(line) || (onlyWho && RULED_OUT.test(line));
  const candidates = lines.map((line, j) => ({ j, groups: groups(line) })).filter((c) => !picked.includes(c.j) && c.groups.length > 0 && fits(lines[c.j]));
  // "I'm fully remote" after "how much?": a message that only says who asks is answered by their own
  // line ("Fully remote employees may claim up to 5,000 CNY"), though the line picked names no one.
  if (!named.size) {
    const mine = asking.length ? candidates.find((c) => c.groups.some((t) => asking.includes(t))) : undefined;
    // "sick pay for drivers and office staff": the line picked names no reader this policy knows, so the
    // asked group's line goes with it.
    return mine ? (onlyWho ? [mine.j] : [...picked, mine.j]) : undefined;
  }
  if (asking.length) {
    if (asking.some((t) => named.has(t))) {
      // "sick pay for drivers and office staff": each group the question names gets its line.
      const more = candidates.filter((c) => c.groups.some((t) => asking.includes(t) && !named.has(t)) && !c.groups.some((t) => named.has(t)));
      return more.length ? [...picked, ...more.map((c) => c.j)] : undefined;
    }
    const mine = candidates.find((c) => c.groups.some((t) => asking.includes(t)));
    return mine ? [mine.j] : undefined;
  }
  const other = candidates.find((c) => c.groups.every((t) => !named.has(t)));
  return other ? [...picked, other.j] : undefined;
}

/**
 * "…200 usd a night, is that covered? im academic staff" between the Staff and the Student conference policies: the one
 * option whose title names who the message says is asking ("a lecturer" is academic staff) answers.
 */
export function titledForAsker(options: PolicyHit[], message: string, kb: Pick<KnowledgeBase, "policy">): PolicyHit | undefined {
  const titles = optionTitles(options, kb);
  const self = selfNamed(message, new Set(titles.flatMap((t) => [...t])));
  const naming = self.length ? options.filter((_, i) => self.some((t) => titles[i].has(t))) : [];
  return naming.length === 1 ? naming[0] : undefined;
}

/** Departments named on their own ("finance", "hr"); a word in -ing ("engineering") is one only after "I'm in". */
export const DEPARTMENTS = "finance|hr|legal|it|ops|operations|product|design|support|procurement|research|admin|compliance|facilities";
// "i work in marketing", "im on the platform team": the asker's department, in any words.
const ROLE_IN = new RegExp(`\\b(?:i'?m|im|i am|i work|we'?re|we are)\\s+(?:in|on|for)\\s+(?:the\\s+)?(?:([\\w-]+(?:\\s+[\\w-]+)?)\\s+(?:team|department|dept|org|function)\\b|([a-z]+ing|${DEPARTMENTS})\\b)`, "gi");

/**
 * The words of the role the asker says they have ("engineer", "marketing"), whatever the policies call it:
 * an introduction up to its last word for a person ("im an engineer and flying…" → "engineer"), or a department.
 */
export function ownRole(message: string): string[] {
  const text = message.replace(/’/g, "'");
  const as = [...text.matchAll(SELF_INTRO)].map((m) => {
    const words = m[1].split(/\s+/);
    return words.slice(0, words.findLastIndex((w) => isPerson(w)) + 1).join(" ");
  });
  const inside = [...text.matchAll(ROLE_IN)].map((m) => m[1] ?? m[2]);
  return [...new Set([...as, ...inside].flatMap((p) => uniqueTerms(p)))];
}

/**
 * "im in engineering, whats the max i can spend on hotel per night?" between the general, sales and intern
 * travel policies: an asker whose role names none of the options is one of everyone else, whom the general one covers.
 */
export function generalForAsker(options: PolicyHit[], message: string, kb: Pick<KnowledgeBase, "policy" | "references" | "policiesNamedBy">): PolicyHit | undefined {
  const role = ownRole(message);
  const ids = options.map((p) => p.policyId);
  const hub = generalMember(ids, kb);
  if (!hub || !role.length) return undefined;
  const titles = optionTitles(options, kb);
  if (role.some((t) => titles.some((x) => x.has(t)) || (kb.policiesNamedBy?.(t) ?? []).some((id) => ids.includes(id)))) return undefined;
  return options.find((p) => p.policyId === hub);
}

