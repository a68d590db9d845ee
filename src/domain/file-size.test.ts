import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('the size of a download', () => {
  it('reads in whole KB below a megabyte, never 0', () => {
    expect(formatFileSize(250_000, 'nl')).toBe('244 KB');
    expect(formatFileSize(300, 'nl')).toBe('1 KB');
  });

  it('reads in MB with one decimal from a megabyte, with the language separators', () => {
    expect(formatFileSize(2_621_440, 'nl')).toBe('2,5 MB');
    expect(formatFileSize(2_621_440, 'en')).toBe('2.5 MB');
    expect(formatFileSize(1_048_576, 'de')).toBe('1,0 MB');
  });
});
