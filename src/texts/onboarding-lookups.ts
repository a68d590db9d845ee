import { plural, t } from '@lingui/core/macro';
import type { AssociationSearchFailure, AssociationSearchField } from '../../machines/association-search/machine.ts';
import type { CompanyLookupFailure } from '../../machines/company-lookup/machine.ts';
import { failureText } from './failures.ts';

/** The three ways the association register is searched (spec 002 §5 "by code, name or key"). */
export function searchFieldText(field: AssociationSearchField): string {
  switch (field) {
    case 'naam':
      return t`Naam`;
    case 'vCode':
      return t`Code in het verenigingsregister (vCode)`;
    case 'sleutels.waarde':
      return t`Sleutel (bv. ondernemingsnummer)`;
  }
}

/** The label of the search field, after what is searched. */
export function searchTextLabel(field: AssociationSearchField): string {
  switch (field) {
    case 'naam':
      return t`Naam, bv. Chiro Heule`;
    case 'vCode':
      return t`vCode, bv. V0004211`;
    case 'sleutels.waarde':
      return t`Sleutel, bv. 0412.345.614`;
  }
}

export function tooShortText(minimum: number): string {
  return plural(minimum, { one: 'Typ minstens # teken van de naam.', other: 'Typ minstens # tekens van de naam.' });
}

export function associationsFoundText(count: number): string {
  return plural(count, { one: '# vereniging gevonden', other: '# verenigingen gevonden' });
}

export function noAssociationFoundText(): string {
  return t`Geen vereniging gevonden. Probeer een andere schrijfwijze, of zoek op vCode of ondernemingsnummer.`;
}

export function associationSearchFailureText(failure: AssociationSearchFailure): string {
  return failureText(failure.error, t`Het verenigingsregister kon niet worden doorzocht.`);
}

/** Why a number is not looked up, or why the registry could not answer. */
export function companyLookupFailureText(failure: CompanyLookupFailure): string {
  switch (failure.kind) {
    case 'number-missing':
      return t`Vul een ondernemingsnummer of vestigingsnummer in.`;
    case 'number-invalid':
      return t`Geef een geldig ondernemingsnummer (0 of 1 en dan 9 cijfers) of vestigingsnummer (2 tot 8 en dan 9 cijfers) in.`;
    case 'number-refused':
      return t`De Kruispuntbank van Ondernemingen kent dit nummer niet als geldig nummer. Controleer de cijfers.`;
    case 'lookup-failed':
      return failureText(failure.error, t`De Kruispuntbank van Ondernemingen kon niet worden geraadpleegd.`);
  }
}

/** Spec 002 §4: an inactive organisation is not approved and cannot order. */
export function inactiveCompanyText(): string {
  return t`Deze vereniging is niet actief in de Kruispuntbank van Ondernemingen en kan niet worden goedgekeurd; ze kan geen materiaal reserveren.`;
}

export function companyNotFoundText(): string {
  return t`Geen onderneming gevonden met dit nummer.`;
}

/** After a number the registry does not know, the registration goes on by hand. */
export function fillInByHandText(): string {
  return t`Controleer het nummer, of vul de naam en het adres van uw vereniging zelf in.`;
}
