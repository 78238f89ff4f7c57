/** Typos in a question, replaced by the knowledge base's word before anything reads it. */

/** The text with each typo replaced by the knowledge base's word, keeping the rest as typed. */
export function fixSpelling(text: string, correct: (word: string) => string | undefined): string {
  return text.replace(/[A-Za-z]+/g, (w, offset: number) => {
    // A capital inside a sentence starts a name ("Witkin"), not a typo.
    const sentenceStart = /(?:^|[.!?:]\s*|\n\s*)$/.test(text.slice(0, offset));
    if (w !== w.toLowerCase() && !sentenceStart) return w;
    // "didn't" is cut at the apostrophe: "didn" is no typo.
    if (/^['’]/.test(text.slice(offset + w.length))) return w;
    const fixed = correct(w);
    if (!fixed) return w;
    return w[0] === w[0].toUpperCase() && w.slice(1) === w.slice(1).toLowerCase() ? fixed[0].toUpperCase() + fixed.slice(1) : fixed;
  });
}
