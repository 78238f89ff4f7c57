/** Splits text into pieces of at most `limit` characters, preferring paragraph, line, sentence, then word breaks. */

export function splitText(text: string, limit: number): string[] {
  if (limit < 1) throw new RangeError("limit must be at least 1");
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > limit) {
    const cut = findCut(rest, limit);
    const piece = rest.slice(0, cut).trimEnd();
    pieces.push(piece.length ? piece : rest.slice(0, limit));
    rest = (piece.length ? rest.slice(cut) : rest.slice(limit)).trimStart();
  }
  if (rest.length || pieces.length === 0) pieces.push(rest);
  return pieces;
}

function findCut(text: string, limit: number): number {
  const minUseful = Math.floor(limit / 2);
  for (const sep of ["\n\n", "\n", ". ", "。", " "]) {
    // The piece keeps the separator's visible part ("." or "。"), so it must still fit.
    const at = text.lastIndexOf(sep, limit - sep.trimEnd().length);
    if (at >= minUseful) return at + sep.length;
  }
  // No good break: hard cut, but never between the halves of a surrogate pair.
  const code = text.charCodeAt(limit - 1);
  return code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
}

/** Shortens to `max` characters with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/** A thread name (1-100 characters) from the question that started it. */
export function threadName(question: string): string {
  const name = truncate(question.replace(/\s+/g, " ").trim(), 100);
  return name || "policybot";
}
