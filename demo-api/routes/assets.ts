/**
 * Images and manuals the catalogue points at (outside the contract): drawn on request, never
 * stored, so the seed stays small. Paths: /api/demo-assets/{items,categories,manuals}/<file>.
 */
import type { Hono } from 'hono';
import { topLevelOf } from '../lib/categories.ts';
import { escapeHtml, notFound, type DemoEnv } from '../lib/http.ts';
import { assemblePdf, pdfString } from '../lib/pdf.ts';
import { CATEGORY } from '../seed/anchors.ts';
import { MANUALS, type ManualSpec } from '../seed/catalogue/manuals.ts';

const CACHE = 'public, max-age=86400';

/** Colours and pictogram per top-level category (its subcategories share them); the pictogram is drawn in a 200 x 200 box around 0,0. */
const STYLE: Record<number, { from: string; to: string; icon: string }> = {
  [CATEGORY.tenten]: {
    from: '#2f7d6d',
    to: '#174f45',
    icon: '<path d="M-100 70 L0 -80 L100 70 Z" fill="#fff"/><path d="M-20 70 L0 0 L20 70 Z" fill="#174f45"/><path d="M0 -80 L0 -100 L28 -92 L0 -86" fill="#f3c14b"/>',
  },
  [CATEGORY.podia]: {
    from: '#7a4fa3',
    to: '#4a2d69',
    icon: '<rect x="-100" y="-10" width="200" height="26" rx="4" fill="#fff"/><rect x="-88" y="16" width="10" height="64" fill="#fff"/><rect x="78" y="16" width="10" height="64" fill="#fff"/><rect x="-5" y="16" width="10" height="64" fill="#fff"/><circle cx="-30" cy="-52" r="16" fill="#f3c14b"/><rect x="-42" y="-36" width="24" height="26" rx="6" fill="#f3c14b"/>',
  },
  [CATEGORY.geluid]: {
    from: '#2e5c8a',
    to: '#1b3856',
    icon: '<rect x="-60" y="-95" width="120" height="190" rx="14" fill="#fff"/><circle cx="0" cy="-45" r="24" fill="#1b3856"/><circle cx="0" cy="35" r="42" fill="#1b3856"/><circle cx="0" cy="35" r="14" fill="#fff"/>',
  },
  [CATEGORY.verlichting]: {
    from: '#d98c1f',
    to: '#9a5a0b',
    icon: '<circle cx="0" cy="-25" r="58" fill="#fff"/><rect x="-26" y="35" width="52" height="22" rx="4" fill="#fff"/><rect x="-20" y="62" width="40" height="14" rx="4" fill="#fff"/><path d="M-95 -25 H-75 M75 -25 H95 M-70 -95 L-56 -81 M70 -95 L56 -81" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  },
  [CATEGORY.meubilair]: {
    from: '#9a6a45',
    to: '#63432a',
    icon: '<rect x="-100" y="-40" width="200" height="18" rx="4" fill="#fff"/><path d="M-80 -22 L-95 60 M80 -22 L95 60" stroke="#fff" stroke-width="10"/><rect x="-100" y="20" width="200" height="12" rx="4" fill="#fff"/>',
  },
  [CATEGORY.spelEnSport]: {
    from: '#c7413b',
    to: '#842622',
    icon: '<circle cx="0" cy="0" r="80" fill="#fff"/><path d="M0 -30 L28 -10 L18 24 L-18 24 L-28 -10 Z" fill="#842622"/><path d="M0 -30 V-80 M28 -10 L76 -25 M18 24 L47 64 M-18 24 L-47 64 M-28 -10 L-76 -25" stroke="#842622" stroke-width="6"/>',
  },
  [CATEGORY.afvalEnNetheid]: {
    from: '#4c8a3a',
    to: '#2c5521',
    icon: '<rect x="-60" y="-60" width="120" height="150" rx="10" fill="#fff"/><rect x="-75" y="-82" width="150" height="20" rx="6" fill="#fff"/><path d="M-25 -40 V70 M0 -40 V70 M25 -40 V70" stroke="#2c5521" stroke-width="8" stroke-linecap="round"/>',
  },
  [CATEGORY.signalisatie]: {
    from: '#e0672a',
    to: '#a3410f',
    icon: '<path d="M-18 -90 H18 L60 70 H-60 Z" fill="#fff"/><path d="M-30 -20 H30 L38 10 H-38 Z" fill="#a3410f"/><rect x="-90" y="70" width="180" height="20" rx="6" fill="#fff"/>',
  },
  [CATEGORY.pakketten]: {
    from: '#28707f',
    to: '#16434d',
    icon: '<rect x="-85" y="-30" width="170" height="115" rx="8" fill="#fff"/><rect x="-95" y="-60" width="190" height="36" rx="8" fill="#fff"/><rect x="-12" y="-60" width="24" height="145" fill="#f3c14b"/><path d="M0 -60 C-40 -110 -80 -70 0 -60 C80 -70 40 -110 0 -60" fill="none" stroke="#f3c14b" stroke-width="10"/>',
  },
};

/** Splits a name into at most two lines of about `width` characters. */
function lines(text: string, width = 26): string[] {
  const words = text.split(' ');
  const result: string[] = [''];
  for (const word of words) {
    const current = result[result.length - 1]!;
    if (current && `${current} ${word}`.length > width && result.length < 2) result.push(word);
    else result[result.length - 1] = current ? `${current} ${word}` : word;
  }
  return result;
}

/** A simple illustration: a gradient, the category's pictogram, the name; `variant` shifts the composition. */
export function illustration(name: string, categoryId: number, variant: number): string {
  const style = STYLE[categoryId] ?? STYLE[CATEGORY.pakketten]!;
  const angle = (variant - 1) * 35;
  const scale = [1.25, 1.05, 1.4][(variant - 1) % 3];
  const text = lines(name);
  const textY = text.length === 1 ? 520 : 492;
  // Unique per picture, so several inlined in one page do not share a gradient.
  const gradient = `bg-${categoryId}-${variant}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${escapeHtml(name)}">`,
    `<defs><linearGradient id="${gradient}" gradientTransform="rotate(${45 + angle} .5 .5)"><stop offset="0" stop-color="${style.from}"/><stop offset="1" stop-color="${style.to}"/></linearGradient></defs>`,
    `<rect width="800" height="600" fill="url(#${gradient})"/>`,
    `<circle cx="${640 - variant * 90}" cy="${110 + variant * 40}" r="${150 + variant * 20}" fill="#fff" opacity=".08"/>`,
    `<circle cx="${120 + variant * 60}" cy="470" r="120" fill="#000" opacity=".06"/>`,
    `<g transform="translate(400 250) scale(${scale})">${style.icon}</g>`,
    ...text.map(
      (line, i) =>
        `<text x="400" y="${textY + i * 52}" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="44" font-weight="600" fill="#fff">${escapeHtml(line)}</text>`,
    ),
    '</svg>',
  ].join('');
}

/**
 * A valid PDF with the manual's page count, padded with comment lines to exactly the size the
 * catalogue announces (which is why it lays out its own pages instead of using lib/pdf.ts's flowing-text writer).
 */
export function manualPdf(spec: ManualSpec): Uint8Array<ArrayBuffer> {
  const fontId = 3;
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids: string[] = [];
  for (let page = 1; page <= spec.pages; page++) {
    const content = [
      'BT /F1 22 Tf 60 770 Td',
      `(${pdfString(spec.title)}) Tj`,
      '/F1 12 Tf 0 -30 Td (Provinciale uitleendienst West-Vlaanderen - demo) Tj',
      `0 -640 Td (Pagina ${page} van ${spec.pages}) Tj ET`,
    ].join('\n');
    const pageId = objects.length + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontId} 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
    kids.push(`${pageId} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${spec.pages} >>`;

  const assemble = (padding: string) => assemblePdf(objects, { padding });
  const paddingOf = (bytes: number) => {
    if (bytes <= 0) return '';
    const full = `%${'x'.repeat(78)}\n`.repeat(Math.floor(bytes / 80));
    const rest = bytes % 80;
    return full + (rest === 0 ? '' : rest === 1 ? '\n' : `%${'x'.repeat(rest - 2)}\n`);
  };
  // The xref position's digit count can change with the padding: settle in a few rounds.
  let padding = 0;
  let pdf = assemble('');
  for (let round = 0; round < 3 && pdf.length !== spec.size; round++) {
    padding += spec.size - pdf.length;
    pdf = assemble(paddingOf(padding));
  }
  return new TextEncoder().encode(pdf);
}

export function registerAssetRoutes(app: Hono<DemoEnv>): void {
  const svg = (body: string) =>
    new Response(body, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': CACHE } });

  app.get('/demo-assets/items/:file', (c) => {
    const match = /^(.+)-(\d+)\.svg$/.exec(c.req.param('file'));
    const product = match && c.get('db').products.find((p) => p.ID === match[1]);
    const variant = Number(match?.[2]);
    if (!product || variant < 1 || variant > product.Images.length) throw notFound('Afbeelding');
    const categoryId = product.CategoryIDs[0];
    return svg(illustration(product.Description, categoryId === undefined ? CATEGORY.pakketten : topLevelOf(c.get('db').categories, categoryId), variant));
  });

  app.get('/demo-assets/categories/:file', (c) => {
    const match = /^(\d+)\.svg$/.exec(c.req.param('file'));
    const category = match && c.get('db').categories.find((cat) => cat.CategoryID === Number(match[1]));
    if (!category) throw notFound('Afbeelding');
    return svg(illustration(category.Description, topLevelOf(c.get('db').categories, category.CategoryID), 1));
  });

  app.get('/demo-assets/manuals/:file', (c) => {
    const file = c.req.param('file');
    const spec = Object.hasOwn(MANUALS, file) ? MANUALS[file] : undefined;
    if (!spec) throw notFound('Handleiding');
    return new Response(manualPdf(spec), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${file}"`,
        'Cache-Control': CACHE,
      },
    });
  });
}
