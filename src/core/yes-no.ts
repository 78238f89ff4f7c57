/**
 * "Can I use ChatGPT for customer data?" deserves a "No." before the quoted line that forbids it.
 * Only permission questions get one, and only when every quoted line that says may or may not
 * agrees, names something the question asked about, and sets no condition ("only with approval").
 */
import type { Lang } from "./phrases.js";
import { BULLET } from "./quote-lines.js";
import { isPerson } from "./referent.js";
import { sentences, terms } from "./text.js";

export type Verdict = "yes" | "no";

// "Can I…", "Am I allowed to…", "Is it OK to…"; "Can't I…" and "Can you tell me…" ask something else.
const EN_ASKS_LEAVE =
  /^(?:(?:so|and|but|ok|okay|also|hi|hey|quick question)[,:]?\s+)*(?:(?:can|could|may)\s+(?:i|we|staff|employees|interns|contractors|my\s+\w+)\b(?!\s+(?:ask|know|find|check|see|get\s+a\s+copy)\b)|(?:am\s+i|are\s+we|is\s+my\s+\w+)\s+(?:allowed|permitted)\s+to\b|is\s+it\s+(?:ok|okay|fine|allowed|permitted|acceptable)\s+(?:to|if|for)\b)/i;
// 可以…吗, 能不能, 可不可以, 是否可以, 允许…吗: asks leave; 可以问一下 asks nothing.
const ZH_ASKS_LEAVE = /(?:可以|能|允许).{0,30}[吗么嘛][？?]?\s*$|可不可以|能不能|能否|是否(?:可以|允许|能)/;
const ZH_NOT_ASKING = /可以问|能问|能告诉|可以告诉|能说说|可以说说/;

// "may not be used", "does not carry over": the verb after the modal must be one the question used.
const FORBIDDEN_ACT = /\b(?:must\s+not|must\s+never|may\s+not|may\s+never|cannot|can\s*not|can['’]t|does\s+not|do\s+not|should\s+not|will\s+not|is\s+not|are\s+not)\s+(?:be\s+)?([a-z]+)/gi;
const ALLOWED_ACT = /\b(?:may|can|(?:is|are)\s+(?:allowed|permitted|able)\s+to)\s+(?:be\s+)?([a-z]+)/gi;
// "are not reimbursable", "is never acceptable": the verdict itself, said of what the question names.
const FORBIDDEN = /\b(?:not|never)\s+(?:be\s+)?(?:allowed|permitted|accepted|acceptable)\b|\b(?:prohibited|forbidden)\b/i;
const FORBIDDEN_CLAIM = /\b(?:not|never)\s+(?:be\s+)?(?:reimbursed|reimbursable|claimable|covered|eligible|paid)\b/i;
// "check-ups not covered by the company insurance": a clause describing a thing, with no verb of its own, rules nothing out.
const CLAIM_CLAUSE = /(?<!\b(?:is|are|was|were|be|been|will|shall|would|must|can|may)\s+)\b(?:not|never)\s+(?:reimbursed|covered|paid)\s+(?:by|under)\b/gi;
const ALLOWED = /\b(?:is|are)\s+(?:allowed|permitted|acceptable|fine)\b/i;
// "is covered", "are reimbursed" answer only a question about claiming: "can I work from home?" is not one.
const ALLOWED_CLAIM = /\b(?:is|are)\s+(?:reimbursed|reimbursable|claimable|covered|eligible)\b/i;
// Asking to claim something is answered by a line on what is reimbursed.
const CLAIMING = new Set(terms("claim claimed expense expensed reimburse reimbursed reimbursable refund refunded cover covered pay paid"));

function acts(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].flatMap((m) => terms(m[1]));
}

// "may be used only with…", "unless approved", "up to 3 days if…": the answer depends, so neither word fits;
// nor does it for "gel is fine in most situations, but use soap and water when…".
const CONDITION =
  /\b(?:only|unless|if|except|but|in\s+most|generally|usually|normally|provided|subject\s+to|as\s+long\s+as|so\s+long\s+as|with(?:out)?\s+(?:prior\s+|written\s+|line\s+)?(?:manager\s+|managers['’]?\s+)?(?:approval|consent|permission)|approved\s+by|requires?|depend(?:s|ing)?|case[-\s]by[-\s]case|at\s+the\s+discretion|up\s+to|maximum|max|limit(?:ed)?|cap(?:ped)?|within|after|before|more\s+than|less\s+than)\b/i;

// "Employees", "staff", "you": the line speaks to whoever asks.
const ANYONE = new Set(terms("employee employees staff everyone anyone all you your we nobody no one people person colleague colleagues"));

/** "The allocated driver may take the van home": a rule for readers the question did not name. */
function saysOfOthers(sentence: string, asked: Set<string>): boolean {
  const before = sentence.split(/\b(?:must|may|can|cannot|can['’]t|does|do|should|will|is|are)\b/i)[0] ?? "";
  return before.split(/[^A-Za-z-]+/).some((w) => w && isPerson(w) && !terms(w).some((t) => ANYONE.has(t) || asked.has(t)));
}

/** Whether the message asks leave to do something ("Can I…?", "可以…吗？"). */
export function asksLeave(question: string): boolean {
  const q = question.trim();
  if (/[\u3400-\u9fff]/.test(q)) return ZH_ASKS_LEAVE.test(q) && !ZH_NOT_ASKING.test(q);
  return EN_ASKS_LEAVE.test(q);
}

/**
 * Yes or no for a permission question, read off the quoted answer; undefined when the lines
 * disagree, set a condition, or are about none of the question's words (`asked`: its terms).
 */
export function yesNo(question: string, quoted: string, asked: string[]): Verdict | undefined {
  if (!asksLeave(question)) return undefined;
  const wanted = new Set(asked);
  const verdicts: Verdict[] = [];
  const asksToClaim = asked.some((t) => CLAIMING.has(t));
  const fits = (verb: string) => wanted.has(verb) || (asksToClaim && CLAIMING.has(verb));
  for (const { text, body } of withIntros(quoted)) {
    const forbidden = acts(FORBIDDEN_ACT, text);
    const allowed = acts(ALLOWED_ACT, text);
    const forbidsAct = forbidden.some(fits);
    const permitsAct = allowed.some(fits);
    // The line must name what is asked about, not only the act: "can be used for online courses, books…"
    // shares "use" with "can I use it for an MBA?", and says nothing of an MBA.
    const verbs = new Set([...forbidden, ...allowed]);
    // A list item's clause names its own thing: "ward" in the line introducing it names no watch.
    const about = terms(body).some((t) => wanted.has(t) && !CLAIMING.has(t) && !verbs.has(t));
    // "...can be used for check-ups not covered by insurance": the act decides; the adjective is a clause's.
    const forbids = forbidsAct || (!permitsAct && about && (FORBIDDEN.test(text) || NONE_OF.test(body) || (asksToClaim && FORBIDDEN_CLAIM.test(text.replace(CLAIM_CLAUSE, " ")))));
    const permits = permitsAct || (!forbidsAct && about && (ALLOWED.test(text) || (asksToClaim && ALLOWED_CLAIM.test(text))));
    if (!forbids && !permits) continue;
    if (forbids === permits || CONDITION.test(text) || saysOfOthers(text, wanted)) return undefined;
    if (!about) continue;
    verdicts.push(forbids ? "no" : "yes");
  }
  const [first] = verdicts;
  return first && verdicts.every((v) => v === first) ? first : undefined;
}

/**
 * The quoted sentences, each list item read with the line that introduces it: under "Never Acceptable:",
 * "• Cash, red envelopes (红包)…" is never acceptable.
 */
function withIntros(quoted: string): { text: string; body: string }[] {
  let intro = "";
  return quoted.split("\n").flatMap((line) => {
    // "no wristwatches, bracelets or fitness trackers; one plain band ring is allowed": each clause of an item says its own.
    if (line.startsWith(BULLET)) return line.slice(BULLET.length).split(/;\s*/).filter((c) => c.trim()).map((c) => ({ text: `${intro} ${c}`.trim(), body: c }));
    const said = sentences(line).map((x) => x.text);
    intro = /[:：]\s*$/.test(line) ? (said.at(-1) ?? "") : "";
    return said.map((x) => ({ text: x, body: x }));
  });
}

/** "no wristwatches, bracelets or fitness trackers": a list item that opens with "no" rules out what it names. */
const NONE_OF = /^\s*no\s+(?!(?:more|less|later|earlier|longer|sooner|need|one)\b)[a-z]/i;

/** The word that opens the reply: "No." / "不可以。". */
export function verdictWord(verdict: Verdict, lang: Lang): string {
  if (lang === "zh") return verdict === "yes" ? "可以。" : "不可以。";
  return verdict === "yes" ? "Yes." : "No.";
}
