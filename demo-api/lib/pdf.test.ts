import { describe, expect, it } from 'vitest';
import { createPdf, pdfString } from './pdf.ts';

const text = (pdf: Uint8Array) => new TextDecoder('latin1').decode(pdf);

/** Checks the structure a reader relies on: header, every xref offset, startxref, trailer. */
function expectWellFormed(pdf: Uint8Array): string {
  const source = text(pdf);
  expect(source.startsWith('%PDF-1.4\n')).toBe(true);
  expect(source.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(source)![1]);
  expect(source.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(source.slice(startxref))!;
  expect(first).toBe('0');
  const rows = source.slice(startxref).split('\n').slice(2, 2 + Number(count));
  expect(rows[0]).toBe('0000000000 65535 f ');
  rows.slice(1).forEach((row, i) => {
    expect(row).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(row.slice(0, 10));
    expect(source.slice(offset, offset + 20)).toMatch(new RegExp(`^${i + 1} 0 obj\\n`));
  });
  for (const match of source.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index! + match[0].length;
    expect(source.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
  expect(source).toContain(`trailer\n<< /Size ${count} /Root 1 0 R`);
  return source;
}

describe('pdfString', () => {
  it('escapes delimiters and writes WinAnsi bytes as octal escapes', () => {
    expect(pdfString('a (b) \\ c')).toBe('a \\(b\\) \\\\ c');
    expect(pdfString('€ 12,50 – café')).toBe('\\200 12,50 \\226 caf\\351');
    expect(pdfString('✓')).toBe('?');
  });
});

describe('createPdf', () => {
  it('writes a well-formed one-page document with the lines as text', () => {
    const pdf = createPdf({ title: 'Factuur F2026-101', lines: [{ text: 'Factuur', bold: true, size: 16 }, 'Partytent 3x3 (2 stuks)', 'Totaal: € 90,75'] });
    const source = expectWellFormed(pdf);
    expect(source).toContain('/Count 1');
    expect(source).toContain('/F2 16 Tf');
    expect(source).toContain('(Partytent 3x3 \\(2 stuks\\)) Tj');
    expect(source).toContain('(Totaal: \\200 90,75) Tj');
    expect(source).toContain('(Factuur F2026-101 - pagina 1 van 1) Tj');
    expect(/[^\x00-\x7f]/.test(source)).toBe(false);
  });

  it('wraps long lines and continues on new pages', () => {
    const lines = Array.from({ length: 120 }, (_, i) => `Regel ${i + 1}`);
    lines.push('woord '.repeat(60).trim());
    const source = expectWellFormed(createPdf({ title: 'Lang', lines }));
    expect(source).toContain('/Count 3');
    expect(source).toContain('(Lang - pagina 3 van 3) Tj');
    const shown = [...source.matchAll(/\((woord[ a-z]*)\) Tj/g)].map((m) => m[1]!);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.join(' ')).toBe('woord '.repeat(60).trim());
  });
});
