/**
 * A dependency-free PDF writer for the demo's documents (order confirmations, invoices): lines
 * of text on A4 pages in the standard Helvetica fonts, wrapped and paginated, with a page footer.
 * The output is plain ASCII (text beyond ASCII is written as WinAnsi octal escapes), uncompressed,
 * with an exact cross-reference table, so any PDF reader opens it.
 */

export interface PdfLine {
  text: string;
  bold?: boolean;
  /** Font size in points; 10 unless given. */
  size?: number;
  /** Extra space above the line, in points. */
  gapBefore?: number;
}

export interface PdfDocument {
  title: string;
  lines: (string | PdfLine)[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const FOOTER_Y = 32;
const DEFAULT_SIZE = 10;
/** Average Helvetica glyph width as a share of the font size: good enough to wrap lines. */
const AVERAGE_GLYPH_WIDTH = 0.52;

/** WinAnsiEncoding bytes for the characters outside Latin-1 that Dutch documents use. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF string literal (without the parentheses) of the text in WinAnsiEncoding. */
export function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '\\' || ch === '(' || ch === ')') out += `\\${ch}`;
    else if (code >= 0x20 && code < 0x7f) out += ch;
    else {
      const byte = WIN_ANSI_EXTRA[ch] ?? (code >= 0xa0 && code <= 0xff ? code : ch === '\t' ? 0x20 : 0x3f);
      out += byte < 0x7f ? String.fromCharCode(byte) : `\\${byte.toString(8).padStart(3, '0')}`;
    }
  }
  return out;
}

function wrap(text: string, size: number): string[] {
  const width = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (size * AVERAGE_GLYPH_WIDTH));
  return text.split(/\r?\n/).flatMap((paragraph) => wrapParagraph(paragraph, width));
}

function wrapParagraph(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/ +/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width) current = candidate;
    else {
      if (current) lines.push(current);
      // A single word longer than a line is cut, not left to run off the page.
      let rest = word;
      while (rest.length > width) {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
      current = rest;
    }
  }
  lines.push(current);
  return lines;
}

interface PlacedLine {
  text: string;
  font: 'F1' | 'F2';
  size: number;
  y: number;
}

function layout(lines: PdfDocument['lines']): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const raw of lines) {
    const line = typeof raw === 'string' ? { text: raw } : raw;
    const size = line.size ?? DEFAULT_SIZE;
    const leading = size * 1.4;
    // Space above a line only separates it from what precedes it on the same page.
    if (pages.at(-1)!.length > 0) y -= line.gapBefore ?? 0;
    for (const text of wrap(line.text, size)) {
      if (y - leading < MARGIN) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= leading;
      pages.at(-1)!.push({ text, font: line.bold ? 'F2' : 'F1', size, y });
    }
  }
  return pages;
}

function contentStream(page: PlacedLine[], footer: string): string {
  const text = (font: string, size: number, x: number, y: number, value: string) =>
    `BT /${font} ${size} Tf ${x} ${y.toFixed(2)} Td (${pdfString(value)}) Tj ET`;
  return [...page.map((l) => text(l.font, l.size, MARGIN, l.y, l.text)), text('F1', 8, MARGIN, FOOTER_Y, footer)].join('\n');
}

export function createPdf(document: PdfDocument): Uint8Array<ArrayBuffer> {
  const pages = layout(document.lines);
  // Objects: 1 catalog, 2 page tree, 3-4 fonts, 5 info, then a page and its content per page.
  const pageIds = pages.map((_, i) => 6 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${pdfString(document.title)}) /Producer (Uitleendienst demo-backend) >>`,
  ];
  pages.forEach((page, i) => {
    const stream = contentStream(page, `${document.title} - pagina ${i + 1} van ${pages.length}`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });

  return new TextEncoder().encode(assemblePdf(objects, { infoId: 5 }));
}

/**
 * The file around numbered objects (object 1 is the catalog): header, objects, cross-reference
 * table and trailer. `padding` (comment lines) goes after the header. Everything is ASCII, so
 * string offsets are byte offsets.
 */
export function assemblePdf(objects: readonly string[], options: { infoId?: number; padding?: string } = {}): string {
  let out = `%PDF-1.4\n${options.padding ?? ''}`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const info = options.infoId ? ` /Info ${options.infoId} 0 R` : '';
  return `${out}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${info} >>\nstartxref\n${xref}\n%%EOF\n`;
}
