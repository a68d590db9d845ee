import type { RegistrationField, RegistrationPatch, RegistrationValues } from '../../src/domain/registration.ts';
import { companyNumberDigits } from '../../src/domain/validation.ts';
import type { ChosenAssociation, RegisteredAddress } from '../association-search/machine.ts';
import type { RegistryCompany } from '../company-lookup/machine.ts';

/*
 * What the two look-ups of a non-profit hand to the registration (their own flows define the
 * shapes): an organisation chosen from the association register, a company found in the company
 * registry.
 */
export type { ChosenAssociation, RegistryCompany };

const addressPatch = (address: RegisteredAddress) => ({
  street: address.street,
  number: address.houseNumber,
  postalCode: address.zipCode,
  city: address.city,
  country: address.countryId.toLowerCase(),
});

/** Spec 002 §5: the register's name and address (and its business number, when it has one) fill the form. */
export function associationPatch(association: ChosenAssociation): RegistrationPatch {
  return {
    organisation: { name: association.name, ...(association.businessNumber ? { businessNumber: association.businessNumber } : {}) },
    address: addressPatch(association.address),
  };
}

/** Spec 002 §5: "Fields are locked once an organisation is chosen from the association register". */
export function associationLockedFields(association: ChosenAssociation | null): RegistrationField[] {
  if (!association) return [];
  return [
    'organisation.name',
    ...(association.businessNumber ? (['organisation.businessNumber'] as const) : []),
    'address.street',
    'address.number',
    'address.postalCode',
    'address.city',
    'address.country',
  ];
}

/** The registry's business number, its name where none was typed, and its address; nothing is locked. */
export function companyPatch(company: RegistryCompany, values: RegistrationValues): RegistrationPatch {
  return {
    organisation: { businessNumber: company.businessNumber, ...(values.organisation.name.trim() === '' ? { name: company.name } : {}) },
    ...(company.address ? { address: addressPatch(company.address) } : {}),
  };
}

/**
 * Spec 002 §4: a company the registry knows as inactive cannot be approved and cannot order. It
 * is said for as long as the form holds that company's number.
 */
export function isInactiveCompany(company: RegistryCompany | null, values: RegistrationValues): boolean {
  return company !== null && !company.active && companyNumberDigits(company.businessNumber) === companyNumberDigits(values.organisation.businessNumber);
}

// ------------------------------------------------------------------ as a draft keeps them

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function registeredAddressFrom(value: unknown): RegisteredAddress | null {
  if (!isRecord(value)) return null;
  return { street: asText(value.street), houseNumber: asText(value.houseNumber), zipCode: asText(value.zipCode), city: asText(value.city), countryId: asText(value.countryId) };
}

export function associationFrom(value: unknown): ChosenAssociation | null {
  if (!isRecord(value) || typeof value.vCode !== 'string') return null;
  const address = registeredAddressFrom(value.address);
  if (!address) return null;
  return { vCode: value.vCode, name: asText(value.name), businessNumber: typeof value.businessNumber === 'string' ? value.businessNumber : null, address };
}

export function companyFrom(value: unknown): RegistryCompany | null {
  if (!isRecord(value) || typeof value.businessNumber !== 'string' || typeof value.active !== 'boolean') return null;
  return { businessNumber: value.businessNumber, name: asText(value.name), active: value.active, address: registeredAddressFrom(value.address) };
}
