/**
 * Abbreviations read as the names the policies spell out: "NYC" → "New York City", "PTO" → "Paid
 * Time Off". Names are runs of capitalised words in the policies' own text, so nothing is listed by hand.
 */

/** Words inside a name that its abbreviation may or may not keep: "Department of Labor" is DOL, "Bureau of Labor Statistics" BLS. */
const JOINERS = /^(?:of|and|for|&)$/;
const NAME_WORD = /^[A-Z][a-z]+$/;
/** "The Bank Holiday …" at a sentence's start: a capitalised function word opens no name. */
const OPENERS = /^(?:the|a|an|our|your|their|its|all|each|every|any|no|this|that|these|those|if|when|for|and|or|but|in|on|at|to|from|by|with|as|after|before|during|you|we|it)$/i;
const MIN = 2;
const MAX = 5;
/**
 * Abbreviations everyone reads one way: "tell HR" is never "Harassment Reporting", "my ID badge" never
 * "Independence Day". They stand for a policy's name only when it is that meaning.
 */
const FIXED: Record<string, RegExp> = {
  hr: /^human resources?$/i,
  id: /^identi(?:ty|fication)(?: (?:card|badge|document))?$/i,
  it: /^information technology$/i,
  pr: /^public relations$/i,
  qa: /^quality assurance$/i,
  ceo: /^chief executive(?: officer)?$/i,
  cfo: /^chief financial officer$/i,
  cto: /^chief technology officer$/i,
  vp: /^vice president$/i,
  gp: /^general practi(?:tioner|ce)$/i,
  cv: /^curriculum vitae$/i,
  pa: /^personal assistant$/i,
  am: /^ante meridiem$/i,
  pm: /^post meridiem$/i,
  ok: /^okay$/i,
  uk: /^united kingdom$/i,
  us: /^united states(?: of america)?$/i,
  eu: /^european union$/i,
  faq: /^frequently asked questions?$/i,
  eta: /^estimated time of arrival$/i,
  eod: /^end of (?:the )?day$/i,
  asap: /^as soon as possible$/i,
  fyi: /^for your information$/i,
};

export class Acronyms {
  /** Initials → the names (lower-cased) they abbreviate, each with its first spelling. */
  private readonly names = new Map<string, Map<string, string>>();

  /** Records every name of a passage: capitalised words joined by spaces, hyphens or joiners, with two to five initials. */
  add(text: string): void {
    // A full stop, comma or line ends a name; within a line, words are split on spaces and hyphens.
    for (const part of text.split(/[.,;:!?()\[\]|"“”\n]+/)) {
      const words = part.split(/[\s-]+/).filter(Boolean);
      let run: string[] = [];
      // A run that opens the sentence may start with an ordinary word in capitals: "Read Time Off and Holidays"
      // names "Time Off and Holidays", all the rest of the run.
      let opensSentence = true;
      const flush = () => {
        while (run.length && JOINERS.test(run[run.length - 1])) run.pop();
        // "Sick Time and Leaves of Absence": a name joined by "and" or "of" is the whole run, from its first
        // word after an opener; "Time and Leaves" inside it names nothing.
        const first = OPENERS.test(run[0] ?? "") ? 1 : 0;
        for (let i = 0; i < run.length; i++) {
          if (JOINERS.test(run[i]) || OPENERS.test(run[i])) continue;
          for (let j = i + MIN; j <= Math.min(run.length, i + MAX + 2); j++) {
            const name = run.slice(i, j);
            if (JOINERS.test(name[name.length - 1])) continue;
            const rest = opensSentence && i === first + 1 && j === run.length;
            if (i > first && !rest && name.some((w) => JOINERS.test(w))) continue;
            const full = name.map((w) => w[0]).join("").toLowerCase();
            const bare = name.filter((w) => !JOINERS.test(w)).map((w) => w[0]).join("").toLowerCase();
            for (const initials of new Set([full, bare])) if (initials.length >= MIN && initials.length <= MAX) this.note(initials, name.join(" "));
          }
        }
        run = [];
        opensSentence = false;
      };
      for (const w of words) {
        if (NAME_WORD.test(w) || (run.length && JOINERS.test(w))) run.push(w);
        else flush();
      }
      flush();
    }
  }

  private note(initials: string, name: string): void {
    const seen = this.names.get(initials) ?? new Map<string, string>();
    if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
    this.names.set(initials, seen);
  }

  /** The one name the word's letters are the initials of, if exactly one is; else undefined. */
  expand(word: string): string | undefined {
    const seen = this.names.get(word.toLowerCase());
    const name = seen?.size === 1 ? [...seen.values()][0] : undefined;
    const fixed = FIXED[word.toLowerCase()];
    return name && fixed && !fixed.test(name) ? undefined : name;
  }
}
