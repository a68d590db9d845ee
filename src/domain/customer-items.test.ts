import { describe, expect, it } from 'vitest';
import { documentsZipName, downloadName, itemKey, searchTerm, serviceStatusOf } from './customer-items.ts';

describe('customer items', () => {
  it('reads an empty service status as OK, anything else as the lending service wrote it', () => {
    expect(serviceStatusOf({ ServiceStatus: '' })).toEqual({ ok: true });
    expect(serviceStatusOf({ ServiceStatus: '  ' })).toEqual({ ok: true });
    expect(serviceStatusOf({ ServiceStatus: ' Onderhoud nodig ' })).toEqual({ ok: false, text: 'Onderhoud nodig' });
  });

  it('knows an item by its product and its serial', () => {
    expect(itemKey({ ItemID: 'AED-TOESTEL', SerialID: 'AED-C1001-01' })).toBe('AED-TOESTEL/AED-C1001-01');
  });

  it('searches without the spaces around the text', () => {
    expect(searchTerm('  sicli ')).toBe('sicli');
  });

  it('saves a download under the name the server gives, the UTF-8 one first, never with a folder', () => {
    expect(downloadName(`attachment; filename="documenten-CUST-1001.zip"; filename*=UTF-8''documenten-CUST-1001.zip`, 'x.zip')).toBe('documenten-CUST-1001.zip');
    expect(downloadName(`attachment; filename="d_cument.zip"; filename*=UTF-8''d%C3%B6cument.zip`, 'x.zip')).toBe('döcument.zip');
    expect(downloadName('attachment; filename="plain.zip"', 'x.zip')).toBe('plain.zip');
    expect(downloadName('attachment; filename=bare.zip', 'x.zip')).toBe('bare.zip');
    expect(downloadName(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.zip')).toBe('x.zip');
    expect(downloadName('attachment; filename="../../etc/passwd"', 'x.zip')).toBe('passwd');
    expect(downloadName('attachment', 'x.zip')).toBe('x.zip');
    expect(downloadName(null, 'x.zip')).toBe('x.zip');
  });

  it('names the zip after the customer when the server does not', () => {
    expect(documentsZipName('CUST-1001')).toBe('documenten-CUST-1001.zip');
  });
});
