import { describe, expect, it } from 'vitest';
import { crc32, createZip } from './zip.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const MODIFIED = new Date('2026-11-21T09:15:42Z');

interface ReadEntry {
  name: string;
  data: Uint8Array;
  crc: number;
  method: number;
  flags: number;
  time: number;
  date: number;
}

/** An independent reader: walks the central directory from the end record, as unzip does. */
function readZip(zip: Uint8Array): ReadEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  const centralSize = view.getUint32(end + 12, true);
  let at = view.getUint32(end + 16, true);
  expect(at + centralSize).toBe(end);
  const entries: ReadEntry[] = [];
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    const local = view.getUint32(at + 42, true);
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const size = view.getUint32(local + 18, true);
    expect(view.getUint32(local + 22, true)).toBe(size);
    expect(view.getUint32(at + 20, true)).toBe(size);
    const localNameLength = view.getUint16(local + 26, true);
    const dataStart = local + 30 + localNameLength + view.getUint16(local + 28, true);
    entries.push({
      name,
      data: zip.subarray(dataStart, dataStart + size),
      crc: view.getUint32(at + 16, true),
      method: view.getUint16(at + 10, true),
      flags: view.getUint16(at + 8, true),
      time: view.getUint16(at + 12, true),
      date: view.getUint16(at + 14, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

describe('crc32', () => {
  it('matches the standard check values', () => {
    expect(crc32(bytes('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
    expect(crc32(bytes('The quick brown fox jumps over the lazy dog'))).toBe(0x414fa339);
  });
});

describe('createZip', () => {
  it('writes an empty archive as just the end record', () => {
    const zip = createZip([]);
    expect(zip.length).toBe(22);
    expect(readZip(zip)).toEqual([]);
  });

  it('stores every entry with its CRC, size, UTF-8 name and DOS time', () => {
    const files = [
      { name: 'SN-1001/keuringsattest.pdf', data: bytes('%PDF-1.4 fake') },
      { name: 'SN-1002/handleiding ü.txt', data: bytes('één twee drie') },
    ];
    const entries = readZip(createZip(files.map((f) => ({ ...f, modified: MODIFIED }))));
    expect(entries.map((e) => e.name)).toEqual(files.map((f) => f.name));
    entries.forEach((entry, i) => {
      expect(entry.method).toBe(0);
      expect(entry.flags & 0x0800).toBe(0x0800);
      expect(Array.from(entry.data)).toEqual(Array.from(files[i]!.data));
      expect(entry.crc).toBe(crc32(files[i]!.data));
      expect(entry.time).toBe((9 << 11) | (15 << 5) | 21);
      expect(entry.date).toBe(((2026 - 1980) << 9) | (11 << 5) | 21);
    });
  });

  it('keeps names unique and strips leading slashes', () => {
    const entry = (name: string) => ({ name, data: bytes(name), modified: MODIFIED });
    const names = readZip(createZip([entry('/a/foto.png'), entry('a/foto.png'), entry('a/foto.png'), entry('readme'), entry('readme')])).map(
      (e) => e.name,
    );
    expect(names).toEqual(['a/foto.png', 'a/foto (2).png', 'a/foto (3).png', 'readme', 'readme (2)']);
  });
});
