/** RFC 4180 CSV parsing: quoted fields may hold commas, quotes ("") and newlines. */

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  const n = text.length;
  let quoted = false;
  while (i < n) {
    const ch = text.charCodeAt(i);
    if (quoted) {
      if (ch === 34 /* " */) {
        if (text.charCodeAt(i + 1) === 34) {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      const next = text.indexOf('"', i);
      const end = next === -1 ? n : next;
      field += text.slice(i, end);
      i = end;
      continue;
    }
    if (ch === 34) {
      quoted = true;
      i++;
    } else if (ch === 44 /* , */) {
      row.push(field);
      field = "";
      i++;
    } else if (ch === 10 || ch === 13) {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += ch === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
    } else {
      field += text[i];
      i++;
    }
  }
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Parses CSV with a header row into objects keyed by column name. */
export function parseCsvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  if (!header) return [];
  return rows
    .filter((r) => r.length > 1 || r[0] !== "")
    .map((r) => Object.fromEntries(header.map((h, j) => [h, r[j] ?? ""])));
}
