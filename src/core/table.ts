/** Markdown tables in policy text: a row read out with its column headings ("1 in 5 to 1 in 8 — Category A: 5%"). */

const ROW = /^\s*\|.*\|\s*$/;

export function isTableRow(line: string): boolean {
  return ROW.test(line);
}

/** A table's first row holds its column headings: the heading row of the row at `j` of `lines`, if it is a later row. */
export function tableHeader(lines: string[], j: number): string | undefined {
  const isRow = (k: number) => isTableRow(lines[k] ?? "");
  if (!isRow(j)) return undefined;
  let k = j;
  while (isRow(k - 1)) k--;
  return k < j ? lines[k] : undefined;
}

function cells(row: string): string[] {
  return row.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
}

/** A row as a line of text, each value after its column's heading; the first column names the row. */
export function readRow(row: string, header?: string): string {
  const values = cells(row);
  const heads = header ? cells(header) : [];
  if (heads.length !== values.length || values.length < 2) return values.filter(Boolean).join(", ");
  const rest = values.slice(1).map((v, i) => `${heads[i + 1]}: ${v}`);
  return `${values[0]} — ${rest.join("; ")}`;
}
