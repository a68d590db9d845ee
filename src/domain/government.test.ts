import { describe, expect, it } from 'vitest';
import { DEPARTMENTS, governmentCompanyName, governmentPartsOf, MUNICIPALITIES, optionsMatching, PROVINCE } from './government.ts';

describe('the public services that register (spec 002 §5)', () => {
  it('lists about 60 municipalities plus the province and about 58 departments, each once', () => {
    expect(MUNICIPALITIES).toContain(PROVINCE);
    expect(MUNICIPALITIES.length).toBeGreaterThanOrEqual(55);
    expect(MUNICIPALITIES.length).toBeLessThanOrEqual(70);
    expect(DEPARTMENTS.length).toBeGreaterThanOrEqual(55);
    expect(DEPARTMENTS.length).toBeLessThanOrEqual(62);
    expect(new Set(MUNICIPALITIES).size).toBe(MUNICIPALITIES.length);
    expect(new Set(DEPARTMENTS).size).toBe(DEPARTMENTS.length);
    // A name holding the separator could not be read back from the customer's name.
    expect([...MUNICIPALITIES, ...DEPARTMENTS].filter((name) => name.includes(' - ') || name !== name.trim())).toEqual([]);
  });

  it('names a service "municipality - department" and reads that name back, for the lists’ names only', () => {
    expect(governmentCompanyName(' Langemark-Poelkapelle ', 'Sport ')).toBe('Langemark-Poelkapelle - Sport');
    expect(governmentPartsOf('Langemark-Poelkapelle - Sport')).toEqual({ municipality: 'Langemark-Poelkapelle', department: 'Sport' });
    expect(governmentPartsOf(governmentCompanyName(PROVINCE, 'Financiën'))).toEqual({ municipality: PROVINCE, department: 'Financiën' });
    expect(governmentPartsOf('Gent - Sport')).toBeNull();
    expect(governmentPartsOf('Brugge - Kantine')).toBeNull();
    expect(governmentPartsOf('Vrije Basisschool Sint-Jozef')).toBeNull();
  });

  it('offers the options that hold the typed text, whatever its case and accents', () => {
    expect(optionsMatching(DEPARTMENTS, 'feest')).toEqual(['Feestelijkheden']);
    expect(optionsMatching(DEPARTMENTS, ' FINANCIEN ')).toEqual(['Financiën']);
    expect(optionsMatching(['Financien', 'Sport'], 'financiën')).toEqual(['Financien']);
    expect(optionsMatching(MUNICIPALITIES, 'kerke')).toEqual(['Middelkerke', 'Zuienkerke']);
    expect(optionsMatching(MUNICIPALITIES, 'Gent')).toEqual([]);
    expect(optionsMatching(DEPARTMENTS, '  ')).toEqual(DEPARTMENTS);
  });
});
