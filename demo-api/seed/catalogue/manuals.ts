import type { ItemAttachment } from '../../db.ts';

export interface ManualSpec {
  title: string;
  pages: number;
  /** Exact size in bytes of the PDF the asset route serves (it pads to it). */
  size: number;
}

/** The PDF manuals the asset route serves under /api/demo-assets/manuals/<file>. */
export const MANUALS: Readonly<Record<string, ManualSpec>> = {
  'handleiding-partytent.pdf': { title: 'Opbouwinstructies partytent', pages: 4, size: 48_213 },
  'handleiding-feesttent.pdf': { title: 'Opbouwinstructies feesttent', pages: 12, size: 186_402 },
  'handleiding-podium.pdf': { title: 'Opbouw en belasting podiumelementen', pages: 6, size: 72_530 },
  'handleiding-podiumwagen.pdf': { title: 'Gebruik mobiel podium', pages: 10, size: 154_876 },
  'handleiding-geluidsinstallatie-klein.pdf': { title: 'Handleiding geluidsinstallatie klein', pages: 8, size: 96_004 },
  'handleiding-geluidsinstallatie-groot.pdf': { title: 'Handleiding geluidsinstallatie groot', pages: 14, size: 211_337 },
  'handleiding-mengpaneel.pdf': { title: 'Handleiding mengpaneel 8 kanalen', pages: 9, size: 120_918 },
  'handleiding-aed.pdf': { title: 'Gebruiksaanwijzing AED', pages: 16, size: 248_650 },
  'handleiding-brandblusser.pdf': { title: 'Gebruik en onderhoud brandblusser', pages: 2, size: 24_712 },
  'handleiding-springkasteel.pdf': { title: 'Veiligheidsvoorschriften springkasteel', pages: 5, size: 61_090 },
  'handleiding-stroomkast.pdf': { title: 'Aansluiten stroomverdeelkast 32 A', pages: 3, size: 35_444 },
  'onderhoudsattest.pdf': { title: 'Attest van periodiek onderhoud', pages: 1, size: 18_305 },
};

/** The attachment record of a manual, as products and serials list it. */
export function manualAttachment(file: string, ranking: number): ItemAttachment {
  const manual = MANUALS[file];
  if (!manual) throw new Error(`Unknown manual ${file}`);
  return {
    Ranking: ranking,
    AttachmentUrl: `/api/demo-assets/manuals/${file}`,
    ContentType: 'application/pdf',
    FileName: file,
    FileSize: manual.size,
    NumberOfPages: manual.pages,
  };
}
