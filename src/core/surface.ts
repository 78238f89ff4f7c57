/** Turning chosen terms back into readable words of the text they came from. */
import { isCjk, normalize, termSpans, wordBoundaries } from "./text.js";

/** Phrases of `source` made of the chosen terms, in order, merged when adjacent. */
export function surfacePhrases(source: string, chosen: Set<string>): string[] {
  const text = normalize(source);
  const ranges = termSpans(source)
    .filter((s) => chosen.has(s.term))
    .map((s) => [s.start, s.end] as [number, number]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged.at(-1);
    const between = last ? text.slice(last[1], r[0]) : "";
    // CJK pairs merge only when they share a character (神雕+雕侠+侠侣); two words that merely touch
    // (知道|封氏) stay apart. English words merge across one space ("garage door opener").
    const cjk = last && isCjk(text[r[0]]) && isCjk(text[last[1] - 1]);
    // 王源|的|微信, 月亮|与|六便士: one thing, named with a linking word between its parts.
    const joins = last && (cjk ? r[0] < last[1] || (r[0] === last[1] + 1 && LINKS.has(between)) : r[0] <= last[1] + 1 && /^\s?$/.test(between));
    if (last && joins) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  let bounds: Set<number> | undefined;
  const edges = () => (bounds ??= wordBoundaries(text));
  return merged.map((r) => snapped(text, r, edges)).filter((p) => p.length > 1 || (p.length === 1 && !isCjk(p)));
}

const LINKS = new Set([..."的与和之"]);
const PARTICLES = new Set([..."过了着的地得把被给在是"]);

/** A CJK phrase shrunk to whole dictionary words at both ends: 知道|简爱 gives 简爱, not 道简爱. */
function snapped(text: string, [a, b]: [number, number], edges: () => Set<number>): string {
  if (!isCjk(text[a] ?? "") && !isCjk(text[b - 1] ?? "")) return text.slice(a, b);
  const bounds = edges();
  while (a < b && isCjk(text[a]) && !bounds.has(a)) a++;
  while (b > a && isCjk(text[b - 1]) && !bounds.has(b)) b--;
  // 过 in 读|过|骆驼祥子 is a word of its own, but a grammatical one: no subject starts or ends with it.
  while (a < b && PARTICLES.has(text[a]) && bounds.has(a + 1)) a++;
  while (b > a && PARTICLES.has(text[b - 1]) && bounds.has(b - 1)) b--;
  return text.slice(a, b);
}

/** The first surface form of `term` in `source`, e.g. "tier-1" for tier1. */
export function surfaceOf(source: string, term: string): string | undefined {
  const span = termSpans(source).find((s) => s.term === term);
  return span && normalize(source).slice(span.start, span.end);
}
