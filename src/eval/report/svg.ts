/** Tiny inline-SVG charts (no scripts, no external assets): lines, grouped bars, a heat-map matrix. */

export const PALETTE = ["#1f6feb", "#d1242f", "#8250df", "#1a7f37", "#bf8700", "#57606a"];

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

export interface LineSeries {
  name: string;
  points: { x: string; y: number; n?: number }[];
}

/** Lines over categorical x, y in 0..1. */
export function lineChart(series: LineSeries[], opts: { title: string; xLabel: string; yLabel: string }): string {
  const W = 640, H = 320, L = 52, R = 150, T = 36, B = 48;
  const xs = [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))];
  const px = (i: number) => L + (xs.length <= 1 ? 0 : (i * (W - L - R)) / (xs.length - 1));
  const py = (y: number) => T + (1 - y) * (H - T - B);
  const parts: string[] = [svgOpen(W, H, opts.title), axes(W, H, L, R, T, B, py)];
  xs.forEach((x, i) => parts.push(`<text x="${px(i)}" y="${H - B + 18}" text-anchor="middle" font-size="11">${esc(x)}</text>`));
  parts.push(`<text x="${(L + W - R) / 2}" y="${H - 8}" text-anchor="middle" font-size="12">${esc(opts.xLabel)}</text>`);
  parts.push(`<text x="14" y="${(T + H - B) / 2}" text-anchor="middle" font-size="12" transform="rotate(-90 14 ${(T + H - B) / 2})">${esc(opts.yLabel)}</text>`);
  series.forEach((s, si) => {
    const color = PALETTE[si % PALETTE.length];
    const pts = s.points.map((p) => `${px(xs.indexOf(p.x)).toFixed(1)},${py(p.y).toFixed(1)}`);
    parts.push(`<polyline fill="none" stroke="${color}" stroke-width="2" points="${pts.join(" ")}"/>`);
    for (const p of s.points) {
      const tip = `${s.name} @ ${p.x}: ${p.y.toFixed(3)}${p.n !== undefined ? ` (n=${p.n})` : ""}`;
      parts.push(`<circle cx="${px(xs.indexOf(p.x)).toFixed(1)}" cy="${py(p.y).toFixed(1)}" r="3.5" fill="${color}"><title>${esc(tip)}</title></circle>`);
    }
    parts.push(legend(W - R + 12, T + 16 * si, color, s.name));
  });
  parts.push("</svg>");
  return parts.join("");
}

export interface BarGroup {
  label: string;
  values: { name: string; value: number }[];
}

/** Grouped vertical bars, values in 0..1. */
export function barChart(groups: BarGroup[], opts: { title: string }): string {
  const names = [...new Set(groups.flatMap((g) => g.values.map((v) => v.name)))];
  const W = Math.max(420, 60 + groups.length * (names.length * 16 + 24) + 150), H = 300, L = 52, R = 150, T = 36, B = 60;
  const gw = (W - L - R) / Math.max(1, groups.length);
  const bw = Math.min(22, (gw - 12) / Math.max(1, names.length));
  const py = (y: number) => T + (1 - Math.max(0, Math.min(1, y))) * (H - T - B);
  const parts: string[] = [svgOpen(W, H, opts.title), axes(W, H, L, R, T, B, py)];
  groups.forEach((g, gi) => {
    const x0 = L + gi * gw + (gw - bw * names.length) / 2;
    g.values.forEach((v) => {
      const ni = names.indexOf(v.name);
      const x = x0 + ni * bw;
      parts.push(
        `<rect x="${x.toFixed(1)}" y="${py(v.value).toFixed(1)}" width="${(bw - 2).toFixed(1)}" height="${(H - B - py(v.value)).toFixed(1)}" fill="${PALETTE[ni % PALETTE.length]}"><title>${esc(`${g.label} · ${v.name}: ${v.value.toFixed(3)}`)}</title></rect>`,
      );
    });
    parts.push(`<text x="${(L + gi * gw + gw / 2).toFixed(1)}" y="${H - B + 16}" text-anchor="middle" font-size="11">${esc(g.label)}</text>`);
  });
  names.forEach((n, i) => parts.push(legend(W - R + 12, T + 16 * i, PALETTE[i % PALETTE.length], n)));
  parts.push("</svg>");
  return parts.join("");
}

/** A confusion matrix as a heat map: rows expected, columns predicted, shaded by row share. */
export function matrixChart(labels: string[], matrix: number[][], opts: { title: string }): string {
  const cell = 64, L = 110, T = 70;
  const W = Math.max(440, L + cell * labels.length + 20), H = T + cell * labels.length + 30;
  const parts: string[] = [svgOpen(W, H, opts.title)];
  parts.push(`<text x="${L + (cell * labels.length) / 2}" y="${T - 36}" text-anchor="middle" font-size="12">predicted</text>`);
  labels.forEach((l, j) => parts.push(`<text x="${L + j * cell + cell / 2}" y="${T - 8}" text-anchor="middle" font-size="11">${esc(l)}</text>`));
  labels.forEach((l, i) => {
    const total = matrix[i].reduce((s, v) => s + v, 0);
    parts.push(`<text x="${L - 8}" y="${T + i * cell + cell / 2 + 4}" text-anchor="end" font-size="11">${esc(l)}</text>`);
    matrix[i].forEach((v, j) => {
      const share = total ? v / total : 0;
      const fill = i === j ? `rgba(26,127,55,${0.12 + 0.8 * share})` : `rgba(209,36,47,${0.05 + 0.8 * share})`;
      parts.push(`<rect x="${L + j * cell}" y="${T + i * cell}" width="${cell - 2}" height="${cell - 2}" fill="${fill}"><title>${esc(`expected ${l}, got ${labels[j]}: ${v}`)}</title></rect>`);
      parts.push(`<text x="${L + j * cell + cell / 2}" y="${T + i * cell + cell / 2 + 4}" text-anchor="middle" font-size="13">${v}</text>`);
    });
  });
  parts.push(`<text x="14" y="${T + (cell * labels.length) / 2}" text-anchor="middle" font-size="12" transform="rotate(-90 14 ${T + (cell * labels.length) / 2})">expected</text>`);
  parts.push("</svg>");
  return parts.join("");
}

function svgOpen(W: number, H: number, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui,sans-serif" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title><text x="8" y="20" font-size="14" font-weight="600">${esc(title)}</text>`;
}

function axes(W: number, H: number, L: number, R: number, T: number, B: number, py: (y: number) => number): string {
  const out: string[] = [];
  for (const y of [0, 0.25, 0.5, 0.75, 1]) {
    out.push(`<line x1="${L}" x2="${W - R}" y1="${py(y)}" y2="${py(y)}" stroke="#d0d7de" stroke-width="1"/>`);
    out.push(`<text x="${L - 6}" y="${py(y) + 4}" text-anchor="end" font-size="10">${y.toFixed(2)}</text>`);
  }
  out.push(`<line x1="${L}" x2="${L}" y1="${T}" y2="${H - B}" stroke="#57606a"/>`);
  return out.join("");
}

function legend(x: number, y: number, color: string, name: string): string {
  return `<rect x="${x}" y="${y}" width="10" height="10" fill="${color}"/><text x="${x + 16}" y="${y + 9}" font-size="11">${esc(name)}</text>`;
}
