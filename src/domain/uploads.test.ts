import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkFile, formatUploadSize, MAX_UPLOAD_BYTES } from './uploads.ts';

describe('the check of a chosen file', () => {
  it('takes the images of spec 001 §5 for a cart line, in any case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.webp', 'e.Gif']) expect(checkFile({ name, size: 1000 }, 'cartItem')).toEqual({ kind: 'ok' });
  });

  it('refuses other types for a line, a pdf included, and a name without extension', () => {
    for (const name of ['brief.pdf', 'foto.heic', 'jpg', 'foto.jpg.exe']) expect(checkFile({ name, size: 1000 }, 'cartItem')).toEqual({ kind: 'unsupported' });
  });

  it('takes a pdf as the cart’s flyer', () => {
    expect(checkFile({ name: 'flyer.pdf', size: 1000 }, 'cart')).toEqual({ kind: 'ok' });
    expect(checkFile({ name: 'flyer.docx', size: 1000 }, 'cart')).toEqual({ kind: 'unsupported' });
  });

  it('refuses more than 10 MB, and takes exactly 10 MB', () => {
    expect(checkFile({ name: 'groot.png', size: MAX_UPLOAD_BYTES }, 'cartItem')).toEqual({ kind: 'ok' });
    expect(checkFile({ name: 'groot.png', size: MAX_UPLOAD_BYTES + 1 }, 'cartItem')).toEqual({ kind: 'too-big' });
  });

  it('names the type before the size: a big file of the wrong type is unsupported', () => {
    expect(checkFile({ name: 'film.mov', size: MAX_UPLOAD_BYTES + 1 }, 'cart')).toEqual({ kind: 'unsupported' });
  });
});

describe('the check of a message attachment (spec 002 §9)', () => {
  it('takes gif, png, jpeg and jpg up to the contract’s 5 MB', () => {
    expect(checkFile({ name: 'foto.jpeg', size: 5 * 1024 * 1024 }, 'conversation')).toEqual({ kind: 'ok' });
    expect(checkFile({ name: 'foto.jpeg', size: 5 * 1024 * 1024 + 1 }, 'conversation')).toEqual({ kind: 'too-big' });
    expect(checkFile({ name: 'foto.webp', size: 1000 }, 'conversation')).toEqual({ kind: 'unsupported' });
    expect(acceptAttribute('conversation')).toBe('.gif,.png,.jpeg,.jpg,image/gif,image/png,image/jpeg');
  });
});

describe('the accept of the file input', () => {
  it('lists the extensions and their media types once', () => {
    expect(acceptAttribute('cartItem')).toBe('.jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif');
    expect(acceptAttribute('cart')).toBe('.jpg,.jpeg,.png,.webp,.gif,.pdf,image/jpeg,image/png,image/webp,image/gif,application/pdf');
  });
});

describe('the size of an upload', () => {
  it('reads in KB with 2 decimals, with the language separators', () => {
    expect(formatUploadSize(250_000, 'nl')).toBe('244,14 KB');
    expect(formatUploadSize(2_621_440, 'nl')).toBe('2.560,00 KB');
    expect(formatUploadSize(2_621_440, 'en')).toBe('2,560.00 KB');
  });
});
