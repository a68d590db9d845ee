import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../app.ts';
import { MANUALS } from '../seed/catalogue/manuals.ts';
import { illustration, manualPdf } from './assets.ts';
import { fixedClock } from '../../tests/support/clock.ts';

const api = createDemoApi({ clock: fixedClock });
const get = (path: string) => api.app.fetch(new Request(`http://demo.test/api${path}`));

describe('the manuals', () => {
  it('are valid PDFs of exactly the announced size and page count', () => {
    for (const [file, spec] of Object.entries(MANUALS)) {
      const text = new TextDecoder().decode(manualPdf(spec));
      expect(text.length, file).toBe(spec.size);
      expect(text.startsWith('%PDF-1.4\n')).toBe(true);
      expect(text.endsWith('%%EOF\n')).toBe(true);
      expect(text.match(/\/Type \/Page /g), file).toHaveLength(spec.pages);
      // Every cross-reference entry points at the start of its object.
      const xrefAt = Number(/startxref\n(\d+)\n/.exec(text)![1]);
      expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
      const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`), `${file} object ${i + 1}`).toBe(true));
    }
  });

  it('are served as PDF with cache headers; unknown files are 404', async () => {
    const response = await get('/demo-assets/manuals/handleiding-aed.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toContain('max-age');
    expect((await response.arrayBuffer()).byteLength).toBe(MANUALS['handleiding-aed.pdf']!.size);
    expect((await get('/demo-assets/manuals/toString')).status).toBe(404);
    expect((await get('/demo-assets/manuals/geheim.pdf')).status).toBe(404);
  });
});

describe('the illustrations', () => {
  it('draw every product image and category image the catalogue names', async () => {
    const paths = [...api.db.products.flatMap((p) => p.Images), ...api.db.categories.flatMap((c) => c.Images)].map((i) => i.ImageUrl.replace(/^\/api/, ''));
    for (const path of paths) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(response.headers.get('cache-control')).toContain('max-age');
      expect(await response.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
    }
  });

  it('escape the name and refuse images that do not exist', async () => {
    expect(illustration('Tafel <groot> & "breed"', 1400, 1)).toContain('Tafel &#60;groot&#62; &#38; &#34;breed&#34;');
    expect((await get('/demo-assets/items/PARTYTENT-3X3-4.svg')).status).toBe(404);
    expect((await get('/demo-assets/items/ONBEKEND-1.svg')).status).toBe(404);
    expect((await get('/demo-assets/categories/4242.svg')).status).toBe(404);
  });
});
