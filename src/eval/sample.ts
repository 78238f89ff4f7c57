/** Deterministic, evenly spread subsets for quick runs (--limit). */
export function sampleEvenly<T>(items: readonly T[], limit?: number): T[] {
  if (!limit || limit >= items.length) return [...items];
  const out: T[] = [];
  const step = items.length / limit;
  for (let i = 0; i < limit; i++) out.push(items[Math.floor(i * step)]);
  return out;
}
