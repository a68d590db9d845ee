import { describe, expect, it } from 'vitest';
import { productPathForSerial, serialDocumentsFor, serialOfSearch } from './serial-documents.ts';

const manual = (Ranking: number, FileName: string) => ({ Ranking, FileName, AttachmentUrl: `/m/${FileName}`, ContentType: 'application/pdf', FileSize: 1000, NumberOfPages: 1 });

describe("a serial's documents on its product page", () => {
  it('names the serial in the product address, and reads it back', () => {
    expect(productPathForSerial('/product/details/AED', 'AED C/1')).toBe('/product/details/AED?serial=AED%20C%2F1');
    expect(productPathForSerial('/product/details/AED', null)).toBe('/product/details/AED');
    expect(serialOfSearch('?serial=AED%20C%2F1')).toBe('AED C/1');
    expect(serialOfSearch('serial=%20')).toBeNull();
    expect(serialOfSearch('')).toBeNull();
  });

  it("shows a serial's documents by ranking, only on its own product and only when it has some", () => {
    const serial = { SerialID: 'GK-2401', ItemID: 'GELUID' };
    expect(serialDocumentsFor('GELUID', serial, [manual(2, 'b.pdf'), manual(1, 'a.pdf')])).toEqual({ serial: 'GK-2401', attachments: [manual(1, 'a.pdf'), manual(2, 'b.pdf')] });
    expect(serialDocumentsFor('ANDER', serial, [manual(1, 'a.pdf')])).toBeNull();
    expect(serialDocumentsFor('GELUID', serial, [])).toBeNull();
    expect(serialDocumentsFor('GELUID', null, [manual(1, 'a.pdf')])).toBeNull();
  });
});
