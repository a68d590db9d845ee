import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from '../lib/zip.ts';
import { gif, png, seedImages } from './account-images.ts';

/** Reads a PNG back: every chunk's CRC, the header, and the RGB pixels. */
function readPng(bytes: Uint8Array): { width: number; height: number; rgb: (x: number, y: number) => number[] } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(Array.from(bytes.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = 8;
  let width = 0;
  let height = 0;
  const data: Uint8Array[] = [];
  const types: string[] = [];
  while (at < bytes.length) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    expect(view.getUint32(at + 8 + length), `CRC of ${type}`).toBe(crc32(bytes.subarray(at + 4, at + 8 + length)));
    if (type === 'IHDR') [width, height] = [view.getUint32(at + 8), view.getUint32(at + 12)];
    if (type === 'IDAT') data.push(body);
    types.push(type);
    at += 12 + length;
  }
  expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);
  const raw = inflateSync(Buffer.concat(data));
  expect(raw.length).toBe(height * (1 + width * 3));
  return { width, height, rgb: (x, y) => Array.from(raw.subarray(y * (1 + width * 3) + 1 + x * 3, y * (1 + width * 3) + 4 + x * 3)) };
}

/** A plain GIF decoder (LZW with growing code width), independent of the writer's shortcut. */
function readGif(bytes: Uint8Array): { width: number; height: number; indices: number[]; palette: number[][] } {
  const text = new TextDecoder().decode(bytes.subarray(0, 6));
  expect(text).toBe('GIF89a');
  const width = bytes[6]! | (bytes[7]! << 8);
  const height = bytes[8]! | (bytes[9]! << 8);
  const tableSize = 2 << (bytes[10]! & 7);
  const palette = Array.from({ length: tableSize }, (_, i) => Array.from(bytes.subarray(13 + i * 3, 16 + i * 3)));
  let at = 13 + tableSize * 3;
  expect(bytes[at]).toBe(0x2c);
  at += 10;
  const minCodeSize = bytes[at++]!;
  const data: number[] = [];
  while (bytes[at] !== 0) {
    const size = bytes[at]!;
    data.push(...bytes.subarray(at + 1, at + 1 + size));
    at += size + 1;
  }
  expect(bytes[at + 1]).toBe(0x3b);
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  let width_ = minCodeSize + 1;
  let table: number[][] = [];
  const reset = () => {
    table = Array.from({ length: clear + 2 }, (_, i) => [i]);
    width_ = minCodeSize + 1;
  };
  reset();
  const out: number[] = [];
  let previous: number[] | null = null;
  let bit = 0;
  for (;;) {
    let code = 0;
    for (let i = 0; i < width_; i++, bit++) code |= ((data[bit >> 3]! >> (bit & 7)) & 1) << i;
    if (code === clear) {
      reset();
      previous = null;
      continue;
    }
    if (code === end) break;
    const entry: number[] = code < table.length ? table[code]! : [...previous!, previous![0]!];
    out.push(...entry);
    if (previous) table.push([...previous, entry[0]!]);
    previous = entry;
    if (table.length === 1 << width_ && width_ < 12) width_++;
  }
  return { width, height, indices: out, palette };
}

describe('png', () => {
  it('writes a valid PNG of the pixels', () => {
    const image = readPng(png(5, 3, (x, y) => [x * 50, y * 100, 7]));
    expect([image.width, image.height]).toEqual([5, 3]);
    expect(image.rgb(4, 2)).toEqual([200, 200, 7]);
    expect(image.rgb(0, 0)).toEqual([0, 0, 7]);
  });

  it('splits large images over several stored blocks', () => {
    const image = readPng(png(300, 100, (x) => [x % 256, 0, 0]));
    expect(image.rgb(299, 99)).toEqual([43, 0, 0]);
  });
});

describe('gif', () => {
  it('writes a GIF a standard decoder reads back pixel for pixel', () => {
    const index = (x: number, y: number) => (x + y * 3) % 4;
    const palette = [
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
      [9, 9, 9],
    ] as const;
    const image = readGif(gif(7, 5, palette, index));
    expect([image.width, image.height]).toEqual([7, 5]);
    expect(image.indices).toEqual(Array.from({ length: 35 }, (_, i) => index(i % 7, Math.floor(i / 7))));
    expect(image.palette).toEqual(palette.map((c) => [...c]));
  });
});

describe('seedImages', () => {
  it('makes each image once and keeps them valid', () => {
    const images = seedImages();
    expect(seedImages()).toBe(images);
    expect(readPng(images.floorPlan).width).toBe(96);
    expect(readPng(images.benchPhoto).height).toBe(48);
    expect(readGif(images.damagePhoto).indices).toHaveLength(64 * 48);
  });
});
