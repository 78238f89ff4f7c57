/**
 * Words the policies only ever write right after the same word ("miss" only in "near miss").
 * Counted over the whole knowledge base when it is ingested and kept beside it, so that opening
 * a large one does not read every passage's words a second time.
 */
import { isCjk, termSpans } from "../core/text.js";

/** A bound word: the word it always follows and the forms the running text writes it in. */
export interface BoundWord {
  after: string;
  forms: string[];
}

/** Term → bound word; only words seen at least twice, always after the same word. */
export type BoundWordTable = Record<string, BoundWord>;

/** The columns of a stored passage that neighbours are read from. */
export interface BodyRow {
  policy_id: string;
  section: string;
  text: string;
}

const BOUND_MIN = 2;

/** Counts, per word, the word written directly before it in every passage so far. */
export class NeighbourCounter {
  /** "" once two passages disagree, or when the word starts a sentence or follows punctuation. */
  private readonly before = new Map<string, string>();
  private readonly occurrences = new Map<string, number>();
  private readonly forms = new Map<string, Set<string>>();
  private readonly headingsRead = new Set<string>();

  /**
   * Adds a passage's running text, with its section heading the first time that section is seen
   * (a heading repeats in every passage of its section: it counts once). Only words written side
   * by side are neighbours: "Beijing, Shanghai" is a list, "near miss" one thing.
   */
  addRow(row: BodyRow): void {
    const heading = `${row.policy_id}\n${row.section}`;
    this.add(this.headingsRead.has(heading) ? row.text : `${row.section}\n${row.text}`);
    this.headingsRead.add(heading);
  }

  add(text: string): void {
    let last: { term: string; end: number } | undefined;
    const written = text.normalize("NFKC");
    for (const s of termSpans(text)) {
      if (isCjk(s.term[0]) || /^\d/.test(s.term)) {
        last = undefined;
        continue;
      }
      const prev = last && /^[ \t-]+$/.test(written.slice(last.end, s.start)) ? last.term : "";
      const seen = this.before.get(s.term);
      this.before.set(s.term, seen === undefined || seen === prev ? prev : "");
      this.occurrences.set(s.term, (this.occurrences.get(s.term) ?? 0) + 1);
      const form = written.slice(s.start, s.end).toLowerCase();
      (this.forms.get(s.term) ?? this.forms.set(s.term, new Set()).get(s.term)!).add(form);
      last = { term: s.term, end: s.end };
    }
  }

  table(): BoundWordTable {
    // fromEntries defines own keys, whatever the word.
    return Object.fromEntries(
      [...this.before]
        .filter(([term, after]) => after && (this.occurrences.get(term) ?? 0) >= BOUND_MIN)
        .map(([term, after]) => [term, { after, forms: [...this.forms.get(term)!].sort() }]),
    );
  }
}

/** The bound-word table of a set of stored passages. */
export function boundWordsOf(rows: Iterable<BodyRow>): BoundWordTable {
  const counter = new NeighbourCounter();
  for (const r of rows) counter.addRow(r);
  return counter.table();
}

export class BoundWords {
  private readonly words: Map<string, { after: string; forms: Set<string> }>;

  constructor(table: BoundWordTable) {
    this.words = new Map(Object.entries(table).map(([t, b]) => [t, { after: b.after, forms: new Set(b.forms) }]));
  }

  /**
   * The word a word always follows. Said without it and in a form the policies never write
   * ("I missed my exam"), it is another word; in their own form ("how many hours of CPC?"
   * where they say "Driver CPC") it is the same thing.
   */
  boundAfter(term: string, form: string): string | undefined {
    const b = this.words.get(term);
    return b && !b.forms.has(form) ? b.after : undefined;
  }
}
