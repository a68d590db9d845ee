/**
 * Small real images for the seeded conversation attachments, drawn from a pixel function:
 * an uncompressed PNG (stored deflate blocks) and a GIF whose LZW codes never grow. Both are
 * valid files any viewer opens, and cheap enough to make once per process.
 */
import { concatBytes, crc32 } from '../lib/zip.ts';

export type Rgb = readonly [number, number, number];
export type Pixel = (x: number, y: number) => Rgb;

const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concatBytes([new TextEncoder().encode(type), data]);
  return concatBytes([new Uint8Array(u32(data.length)), typed, new Uint8Array(u32(crc32(typed)))]);
}

/** zlib stream of stored (uncompressed) deflate blocks. */
function zlibStored(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [new Uint8Array([0x78, 0x01])];
  for (let at = 0; at === 0 || at < data.length; at += 0xffff) {
    const block = data.subarray(at, at + 0xffff);
    const last = at + 0xffff >= data.length ? 1 : 0;
    parts.push(new Uint8Array([last, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff]), block);
  }
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  parts.push(new Uint8Array(u32(((b << 16) | a) >>> 0)));
  return concatBytes(parts);
}

export function png(width: number, height: number, pixel: Pixel): Uint8Array<ArrayBuffer> {
  const raw = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0]);
  return concatBytes([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/**
 * A GIF with a palette of up to 4 colours. Pixels are written as literal LZW codes with a clear
 * code before the table would grow, so the code width stays 3 bits: no compression needed.
 */
export function gif(width: number, height: number, palette: readonly Rgb[], index: (x: number, y: number) => number): Uint8Array<ArrayBuffer> {
  const colours = [...palette, ...Array<Rgb>(4 - palette.length).fill([0, 0, 0])].slice(0, 4);
  const clear = 4;
  const end = 5;
  const codes: number[] = [];
  let sinceClear = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // With 3-bit codes the table holds 8 entries: 4 colours, clear, end, and 2 the decoder adds.
      if (sinceClear % 2 === 0) codes.push(clear);
      codes.push(index(x, y) & 3);
      sinceClear++;
    }
  }
  codes.push(end);
  const packed: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const code of codes) {
    buffer |= code << bits;
    bits += 3;
    while (bits >= 8) {
      packed.push(buffer & 0xff);
      buffer >>= 8;
      bits -= 8;
    }
  }
  if (bits > 0) packed.push(buffer & 0xff);
  const blocks: number[] = [];
  for (let at = 0; at < packed.length; at += 255) {
    const block = packed.slice(at, at + 255);
    blocks.push(block.length, ...block);
  }
  const le16 = (n: number) => [n & 0xff, n >>> 8];
  return new Uint8Array([
    ...new TextEncoder().encode('GIF89a'),
    ...le16(width),
    ...le16(height),
    0xf1, // global colour table of 4 entries
    0,
    0,
    ...colours.flat(),
    0x2c,
    ...le16(0),
    ...le16(0),
    ...le16(width),
    ...le16(height),
    0,
    2, // LZW minimum code size
    ...blocks,
    0,
    0x3b,
  ]);
}

let cached: { floorPlan: Uint8Array<ArrayBuffer>; damagePhoto: Uint8Array<ArrayBuffer>; benchPhoto: Uint8Array<ArrayBuffer> } | null = null;

/** The seed's images: a sketch of a festival site (PNG), a damaged bench (GIF) and a bench photo (PNG). */
export function seedImages() {
  cached ??= {
    floorPlan: png(96, 64, (x, y) => {
      const tent = (x >= 14 && x < 38 && y >= 12 && y < 36) || (x >= 46 && x < 70 && y >= 12 && y < 36);
      const path = y >= 44 && y < 50;
      return tent ? [245, 245, 245] : path ? [150, 150, 150] : [88, 160, 72];
    }),
    damagePhoto: gif(
      64,
      48,
      [
        [176, 124, 72],
        [110, 72, 40],
        [30, 30, 30],
        [230, 230, 230],
      ],
      (x, y) => (y < 8 ? 3 : y >= 18 && y < 26 ? (Math.abs(x - y - 14) < 2 ? 2 : 0) : y >= 26 && x % 20 < 3 ? 1 : 3),
    ),
    benchPhoto: png(64, 48, (x, y) => (y >= 18 && y < 26 ? [176, 124, 72] : y >= 26 && x % 20 < 3 ? [110, 72, 40] : [205, 225, 240])),
  };
  return cached;
}
