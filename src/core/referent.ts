/**
 * What an English pronoun stands for: a thing the last question named after a determiner ("a guest",
 * "what training", "how many books") that the pronoun agrees with. "they" takes a plural or a person,
 * "it" takes neither.
 */
import { TIME_WORDS } from "./time-units.js";
import { surfacePhrases } from "./surface.js";
import { uniqueTerms } from "./text.js";

const DETERMINER = "a|an|the|my|your|our|their|his|her|this|these|those|some|any|each|every|what|which|how\\s+many|how\\s+much";
const ASKED = /^(?:what|which|how\s+many|how\s+much)$/i;

/** Nouns for people and groups of people: "a guest … they", never "it". */
const PERSON = new Set(
  (
    "person people staff employee colleague coworker student undergrad undergraduate postgrad postgraduate graduate guest visitor " +
    "child children kid family member manager boss intern contractor team group class partner spouse client customer doctor nurse " +
    "patient parent friend supervisor lecturer professor researcher worker candidate applicant tenant resident volunteer trainee " +
    "son daughter wife husband baby user " +
    // Job titles: "chefs and kitchen porters", "drivers", "receptionists" are who a line is for.
    "chef cook porter server waiter waitress bartender barista sommelier receptionist housekeeper cleaner driver operative " +
    "picker packer engineer technician officer assistant administrator midwife therapist pharmacist surgeon consultant " +
    "registrar radiographer paramedic cashier apprentice tutor teacher director executive analyst developer accountant planner"
  ).split(" "),
);
/** Plural in meaning though not in form. */
const PLURAL = new Set("people children staff police data media".split(" "));

export type PronounKind = "thing" | "plural" | "any";

/** "it"/"its" stands for one thing; "they"/"them"/"their" for several, or a person; "ones" for anything. */
export function pronounKind(pronoun: string): PronounKind {
  const p = pronoun.toLowerCase();
  if (p === "it" || p === "its") return "thing";
  return p === "they" || p === "them" || p === "their" ? "plural" : "any";
}

/** Whether a noun is a person or a group of people ("guest", "junior doctors"). */
export function isPerson(word: string): boolean {
  const w = word.toLowerCase();
  return PERSON.has(w) || PERSON.has(w.replace(/(?<=[^s])s$/, "")) || (w.endsWith("ies") && PERSON.has(`${w.slice(0, -3)}y`));
}

/** Whether a phrase can stand for a pronoun of `kind`: by its last word, a plural or a person for "they". */
export function agrees(phrase: string, kind: PronounKind): boolean {
  if (kind === "any") return true;
  const head = phrase.toLowerCase().split(/\s+/).at(-1) ?? "";
  const person = isPerson(head);
  const plural = PLURAL.has(head) || (/[^su]s$/.test(head) && !/(?:ss|us|is)$/.test(head));
  return kind === "plural" ? plural || person : !plural && !person;
}

/** "I'm a radiographer", "as a contractor": the reader's role, a person whatever the word. */
const ROLE = /\b(?:i'?m|i am|we'?re|we are|as)\s+(?:a|an|the)\s+([\w-]+(?:\s+[\w-]+){0,2})/gi;
/** The words of the reader's role ("I'm a radiographer" → radiographer), if the message says who is asking. */
export function readerRoles(text: string): string[] {
  return [...text.matchAll(ROLE)].flatMap((m) => m[1].toLowerCase().split(/\s+/));
}
/** A preposition right before a determiner: "from my car", "at the desk". */
const PREPOSITION_BEFORE = /\b(?:from|of|in|into|at|on|onto|off|to|by|near|under|inside|outside|behind|through|across|over|out\s+of)\s+$/i;
const THING_NAMED = new RegExp(`\\b(${DETERMINER})\\s+([a-z][\\w-]*)`, "gi");

/** A run of words and its starts, longest first; a start ends in a noun, not in "taking" or "coming". */
function heads(run: string): string[] {
  const words = run.split(/\s+/);
  return words.map((_, i) => words.slice(0, words.length - i).join(" ")).filter((p, i) => i === 0 || !/ing$/i.test(p));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The phrase of `candidates` (terms the conversation carries) that a pronoun of `kind` stands for, in
 * `said` (the last question): the thing it asked about ("what training"), else the only thing it named
 * after a determiner. Two things named and neither asked about: no telling, so undefined. So is "the
 * tuition fee" when the knowledge base lacks "tuition": the "fee" it knows is not the thing meant.
 */
export function antecedent(said: string, candidates: Set<string>, kind: PronounKind, knows: (word: string) => boolean): string | undefined {
  const found = thingsNamed(said, candidates, kind, knows);
  // "my laptop got stolen from my car": a thing named after a preposition is where or how, not what.
  const direct = found.filter((f) => !f.oblique);
  const pick = found.find((f) => f.asked) ?? (found.length === 1 ? found[0] : direct.length === 1 ? direct[0] : undefined);
  return pick?.known ? pick.phrase : undefined;
}

/** The things `said` names after a determiner that a pronoun of `kind` could stand for, in order, with whether each was asked about. */
export function thingsNamed(said: string, candidates: Set<string>, kind: PronounKind, knows: (word: string) => boolean): { phrase: string; asked: boolean; known: boolean; oblique: boolean }[] {
  const found: { phrase: string; asked: boolean; known: boolean; oblique: boolean }[] = [];
  const oblique = (at: number) => PREPOSITION_BEFORE.test(said.slice(0, at));
  const roles = new Set([...said.matchAll(ROLE)].flatMap((m) => m[1].toLowerCase().split(/\s+/)));
  // "an accident this morning ... it was out on the road": "this morning" dates the thing, it is not one.
  const fits = (phrase: string) => {
    const head = phrase.toLowerCase().split(/\s+/).at(-1) ?? "";
    return agrees(phrase, kind) && !TIME_WORDS.has(head) && !(kind === "thing" && roles.has(head));
  };
  for (const merged of surfacePhrases(said, candidates)) {
    // "can I get a new one?": "one" stands for a thing named elsewhere, and so does nothing before it.
    if (/\bones?$/i.test(merged)) continue;
    // "the pilgrims come from": the thing is the pilgrims, the longest start of the run that agrees.
    const phrase = heads(merged).find(fits);
    const m = phrase && new RegExp(`\\b(${DETERMINER})\\s+(?:([\\w-]+)\\s+)?${escape(phrase)}\\b`, "i").exec(said);
    // "Which is better": the word between must be a word of the thing, not "is".
    if (phrase && m && !(m[2] && !uniqueTerms(m[2]).length)) found.push({ phrase, asked: ASKED.test(m[1]), known: !m[2] || knows(m[2]), oblique: oblique(m.index) });
  }
  // "chucked a cup at the desk": a thing the knowledge base has no word for is a rival all the same.
  for (const m of said.matchAll(THING_NAMED)) {
    if (!knows(m[2]) && fits(m[2]) && !found.some((f) => f.phrase.toLowerCase().includes(m[2].toLowerCase()))) {
      found.push({ phrase: m[2], asked: ASKED.test(m[1]), known: false, oblique: oblique(m.index ?? 0) });
    }
  }
  return found;
}
