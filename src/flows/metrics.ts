/**
 * Text measuring without a DOM: the layout runs in Node for the exported charts too, so node
 * sizes come from a width table. The chart's font stack starts with Arial and its metric twin
 * Liberation Sans, whose advance widths these are (Helvetica metrics, 1/1000 em), so the
 * estimate matches what the browser draws.
 */

export const CHART_FONT = "Arial, 'Liberation Sans', Helvetica, sans-serif";

const WIDTHS: Record<string, number> = {
  ' ': 278, '!': 278, '"': 355, '#': 556, $: 556, '%': 889, '&': 667, "'": 191, '(': 333, ')': 333, '*': 389, '+': 584,
  ',': 278, '-': 333, '.': 278, '/': 278, ':': 278, ';': 278, '<': 584, '=': 584, '>': 584, '?': 556, '@': 1015,
  '[': 278, '\\': 278, ']': 278, '^': 469, _: 556, '`': 333, '{': 334, '|': 260, '}': 334, '~': 584, '→': 1000, '›': 333,
  A: 667, B: 667, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 500, K: 667, L: 556, M: 833, N: 722,
  O: 778, P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611,
  a: 556, b: 556, c: 500, d: 556, e: 556, f: 278, g: 556, h: 556, i: 222, j: 222, k: 500, l: 222, m: 833, n: 556,
  o: 556, p: 556, q: 556, r: 333, s: 500, t: 278, u: 556, v: 500, w: 722, x: 500, y: 500, z: 500,
};
const DIGIT = 556;
const OTHER = 600;
/** Bold glyphs are wider; a little slack on top keeps text off the borders when fonts differ. */
const BOLD = 1.1;
const SLACK = 1.04;

export function textWidth(text: string, fontSize: number, bold = false): number {
  let units = 0;
  for (const char of text) units += WIDTHS[char] ?? (char >= '0' && char <= '9' ? DIGIT : OTHER);
  return Math.ceil(((units * fontSize) / 1000) * (bold ? BOLD : 1) * SLACK);
}

/**
 * Breaks text at spaces into lines no wider than maxWidth. An over-long word is broken too,
 * unless `keepWords`: an event or guard name must stay whole to be found again.
 */
export function wrapText(text: string, maxWidth: number, fontSize: number, options: { keepWords?: boolean } = {}): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (word: string) => {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth) {
      line = candidate;
      return;
    }
    if (line) lines.push(line);
    line = '';
    if (options.keepWords || textWidth(word, fontSize) <= maxWidth) {
      line = word;
      return;
    }
    let piece = '';
    for (const char of word) {
      if (piece && textWidth(piece + char, fontSize) > maxWidth) {
        lines.push(piece);
        piece = '';
      }
      piece += char;
    }
    line = piece;
  };
  for (const word of text.split(/\s+/).filter(Boolean)) push(word);
  if (line) lines.push(line);
  return lines;
}
