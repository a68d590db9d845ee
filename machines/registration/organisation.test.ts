import { describe, expect, it } from 'vitest';
import { emptyRegistration, patchRegistration } from '../../src/domain/registration.ts';
import { associationFrom, associationLockedFields, associationPatch, companyFrom, companyPatch, isInactiveCompany, type RegistryCompany } from './organisation.ts';
import { SAMPLE_ASSOCIATION, SAMPLE_INACTIVE_COMPANY } from './samples.ts';

const withoutNumber = { ...SAMPLE_ASSOCIATION, businessNumber: null };
const empty = emptyRegistration('be');
const typed = (name: string, businessNumber = '') => patchRegistration(empty, { organisation: { name, businessNumber } });

describe('an organisation chosen from the association register (spec 002 §5)', () => {
  it('fills the name, the address with a lower-case country and, when the register knows it, the business number', () => {
    expect(associationPatch(SAMPLE_ASSOCIATION)).toEqual({
      organisation: { name: 'Buurtcomité Sint-Andries', businessNumber: '0456.789.123' },
      address: { street: 'Gistelse Steenweg', number: '500', postalCode: '8200', city: 'Brugge', country: 'be' },
    });
    expect(associationPatch(withoutNumber).organisation).toEqual({ name: 'Buurtcomité Sint-Andries' });
  });

  it('locks what it filled, and nothing once none is chosen', () => {
    expect(associationLockedFields(null)).toEqual([]);
    expect(associationLockedFields(SAMPLE_ASSOCIATION)).toEqual([
      'organisation.name',
      'organisation.businessNumber',
      'address.street',
      'address.number',
      'address.postalCode',
      'address.city',
      'address.country',
    ]);
    expect(associationLockedFields(withoutNumber)).not.toContain('organisation.businessNumber');
    // The house number addition is none of the register's: it stays open.
    expect(associationLockedFields(SAMPLE_ASSOCIATION)).not.toContain('address.addition');
  });
});

describe('a company found in the company registry (spec 002 §4, §5)', () => {
  it('fills the registry’s number and address, and its name only where none was typed', () => {
    expect(companyPatch(SAMPLE_INACTIVE_COMPANY, typed('  '))).toEqual({
      organisation: { businessNumber: '0412.345.614', name: 'Oude Feestvereniging' },
      address: { street: 'Markt', number: '1', postalCode: '8000', city: 'Brugge', country: 'be' },
    });
    expect(companyPatch(SAMPLE_INACTIVE_COMPANY, typed('Jeugdhuis De Kelder')).organisation).toEqual({ businessNumber: '0412.345.614' });
    expect(companyPatch({ ...SAMPLE_INACTIVE_COMPANY, address: null }, typed('Jeugdhuis'))).not.toHaveProperty('address');
  });

  it('is said to be inactive for as long as the form holds its number, however it is written', () => {
    const active: RegistryCompany = { ...SAMPLE_INACTIVE_COMPANY, active: true };
    expect(isInactiveCompany(null, typed('', '0412.345.614'))).toBe(false);
    expect(isInactiveCompany(active, typed('', '0412.345.614'))).toBe(false);
    expect(isInactiveCompany(SAMPLE_INACTIVE_COMPANY, typed('', '0412.345.614'))).toBe(true);
    expect(isInactiveCompany(SAMPLE_INACTIVE_COMPANY, typed('', '0412345614'))).toBe(true);
    expect(isInactiveCompany(SAMPLE_INACTIVE_COMPANY, typed('', '0456.789.123'))).toBe(false);
  });
});

describe('the organisation as a draft kept it', () => {
  it('reads back what was stored, and nothing from a corrupt draft', () => {
    expect(associationFrom(JSON.parse(JSON.stringify(SAMPLE_ASSOCIATION)))).toEqual(SAMPLE_ASSOCIATION);
    expect(associationFrom(JSON.parse(JSON.stringify(withoutNumber)))).toEqual(withoutNumber);
    expect(companyFrom(JSON.parse(JSON.stringify(SAMPLE_INACTIVE_COMPANY)))).toEqual(SAMPLE_INACTIVE_COMPANY);
    expect(companyFrom({ ...SAMPLE_INACTIVE_COMPANY, address: 'Markt 1' })).toEqual({ ...SAMPLE_INACTIVE_COMPANY, address: null });
    for (const corrupt of [null, 'V0001234', { vCode: 12, address: {} }, { vCode: 'V0001234' }]) expect(associationFrom(corrupt)).toBeNull();
    for (const corrupt of [undefined, { businessNumber: '0412.345.614' }, { businessNumber: '0412.345.614', active: 'no' }]) expect(companyFrom(corrupt)).toBeNull();
  });
});
