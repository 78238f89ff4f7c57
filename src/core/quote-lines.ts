/** The lines picked from a section, as a reply: list items on lines of their own, table rows under their headings. */
import { clean, introOf, isEntry } from "./lines.js";
import { isTableRow, readRow, tableHeader } from "./table.js";

/** List items quoted after a sentence that introduces them ("through any of these channels:"). */
const MAX_LIST_ITEMS = 8;

/**
 * `list`: the section's sentences in order; `picked`: the indices to quote, in order; `heading`: the
 * section's own heading, which introduces a list that has no line of its own to do so.
 */
export function quoteLines(list: string[], picked: number[], heading?: string, tails: ReadonlySet<number> = new Set()): string {
  const isRow = (j: number) => isTableRow(list[j] ?? "");
  const isItem = (j: number) => isEntry(list[j] ?? "");
  // A table's first row holds its column headings; the other rows are read out under them.
  const headerOf = (j: number) => tableHeader(list, j);
  const itemText = (j: number) => (isRow(j) ? readRow(list[j], headerOf(j)) : clean(list[j]));
  // "…through any of these channels:" is no answer without the channels: an introduction picked brings its whole list (as far as it goes).
  const intro = picked.find((j) => /[:：]$/.test(clean(list[j])) && isItem(j + 1));
  const severalItems = picked.filter(isItem).length > 1;
  // `tails`: sentences that go on from the one before on its line ("Do not keep them."), an item's or not.
  const lines: { text: string; item: boolean; tail?: boolean }[] = [];
  // List items quoted without their introduction read as fragments ("the anonymous Ethics Hotline;"): it goes first.
  // So does a quote that opens on one ("a meal allowance of £12.50 per night." then the rule after the list).
  const leadIn = intro === undefined && isItem(picked[0]) && !isRow(picked[0]) ? introOf(list, picked[0]) : undefined;
  // Two items of "any of these channels:" or more answer with the list, not with half of it; so does one item
  // quoted beside a line of its own ("Statutory public holidays: 600 CNY" beside "the allowance is paid with…").
  const items = picked.filter((j) => isItem(j) && !isRow(j)).length;
  const whole = leadIn !== undefined && /[:：]$/.test(clean(list[leadIn])) && items > 0 && picked.length > 1 ? leadIn : undefined;
  if (whole !== undefined) return quoteLines(list, [whole, ...picked.filter((j) => !isItem(j) || j < whole)].sort((a, b) => a - b));
  if (leadIn !== undefined) lines.push({ text: clean(list[leadIn]), item: false });
  // "• Cash, red envelopes (红包), gift cards…" alone does not say what of them: under "Never Acceptable" it does.
  const bare = intro === undefined && leadIn === undefined && isItem(picked[0]) && !isRow(picked[0]) && [...Array(picked[0]).keys()].every(isItem);
  const label = bare && heading?.trim() ? `${heading.trim()}:` : undefined;
  if (label) lines.push({ text: label, item: false });
  for (const j of picked) {
    if (intro !== undefined && j > intro && isItem(j)) continue;
    // A table's heading row alone says nothing: its rows do.
    if (isRow(j) && !headerOf(j) && isRow(j + 1)) continue;
    lines.push({ text: itemText(j), item: isItem(j) && (severalItems || leadIn !== undefined || label !== undefined), tail: tails.has(j) && picked.includes(j - 1) });
    if (j === intro) {
      for (let k = j + 1; k < list.length && k <= j + MAX_LIST_ITEMS && isItem(k); k++) {
        if (isRow(k) && !headerOf(k) && isRow(k + 1)) continue;
        lines.push({ text: itemText(k), item: true });
      }
    }
  }
  // Chinese sentences run on after 。！？; everything else is separated by a space; list items get a line each.
  const kept = lines.filter((l) => l.text);
  return kept.reduce((out, l, i) => out + separator(out, l.item, (kept[i - 1]?.item ?? false) && !l.tail) + l.text, "");
}

/** How a quoted list item starts (yes-no.ts reads the items back). */
export const BULLET = "• ";

/** What goes before a line: a bullet for an item; a new line after an item (a sentence is not its tail); else a space, none after 。！？. */
function separator(out: string, item: boolean, afterItem: boolean): string {
  if (item) return out ? `\n${BULLET}` : BULLET;
  if (!out) return "";
  if (afterItem) return "\n";
  return /[。！？]$/.test(out) ? "" : " ";
}
