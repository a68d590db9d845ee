/**
 * Look-ups in the two external registries the registration uses: the company registry
 * (Kruispuntbank van Ondernemingen) and the Flemish association register. Public: whoever
 * registers has no account yet.
 */
import type { Hono } from 'hono';
import { badRequest, collection, notFound, requiredQuery, type DemoEnv } from '../../lib/http.ts';
import { ASSOCIATION_REGISTER, COMPANY_REGISTRY, type RegistryEnterpriseRow, type Vereniging } from '../../seed/identity.ts';
import { digitsOf, hasRegistryCheckDigits, isValidCompanyNumber, isValidEstablishmentNumber } from './rules.ts';

function enterpriseOf(number: string): RegistryEnterpriseRow {
  if (number === '' || !isValidCompanyNumber(number)) throw badRequest('Ongeldig ondernemingsnummer: 0 of 1 gevolgd door 9 cijfers');
  if (!hasRegistryCheckDigits(number)) throw badRequest('Ongeldig ondernemingsnummer: de controlecijfers kloppen niet');
  const row = COMPANY_REGISTRY.find((e) => digitsOf(e.EnterpriseNumber) === digitsOf(number));
  if (!row) throw notFound('Onderneming');
  return row;
}

function establishmentOf(number: string): RegistryEnterpriseRow {
  if (!isValidEstablishmentNumber(number)) throw badRequest('Ongeldig vestigingsnummer: 2 tot 8 gevolgd door 9 cijfers');
  if (!hasRegistryCheckDigits(number)) throw badRequest('Ongeldig vestigingsnummer: de controlecijfers kloppen niet');
  const row = COMPANY_REGISTRY.find((e) => digitsOf(e.Establishment.EstablishmentNumber) === digitsOf(number));
  if (!row) throw notFound('Vestiging');
  return row;
}

/** The registry's status of a business number, or null when it is not known there (or none was given). */
export function companyStatusOf(number: string): RegistryEnterpriseRow['Status'] | null {
  if (number === '') return null;
  return COMPANY_REGISTRY.find((e) => digitsOf(e.EnterpriseNumber) === digitsOf(number))?.Status ?? null;
}

/** Case and accents do not matter; for keys neither do dots and spaces. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const foldKey = (text: string) => fold(text).replace(/[.\s]/g, '');

const SEARCH_FIELDS: Record<string, (v: Vereniging, value: string) => boolean> = {
  vCode: (v, value) => foldKey(v.vCode).includes(foldKey(value)),
  naam: (v, value) => fold(v.naam).includes(fold(value.trim())),
  'sleutels.waarde': (v, value) => v.sleutels.some((s) => foldKey(s.waarde).includes(foldKey(value))),
};

export function searchAssociations(field: string, value: string): Vereniging[] {
  const matches = SEARCH_FIELDS[field];
  if (!matches) throw badRequest('Parameter searchField moet vCode, naam of sleutels.waarde zijn');
  return ASSOCIATION_REGISTER.filter((v) => matches(v, value)).sort((a, b) => a.naam.localeCompare(b.naam, 'nl'));
}

export function registerRegistryRoutes(app: Hono<DemoEnv>): void {
  app.get('/v2/kruispuntdatabank/enterprise/:number', (c) => {
    const { EnterpriseNumber, Name, Status, JuridicalForm, StartDate } = enterpriseOf(c.req.param('number'));
    return c.json({ EnterpriseNumber, Name, Status, JuridicalForm, StartDate });
  });

  app.get('/v2/kruispuntdatabank/enterprise/:number/address', (c) => c.json(enterpriseOf(c.req.param('number')).Address));

  app.get('/v2/kruispuntdatabank/establishment/:number', (c) => {
    const { EnterpriseNumber, Status, Establishment } = establishmentOf(c.req.param('number'));
    return c.json({
      EstablishmentNumber: Establishment.EstablishmentNumber,
      EnterpriseNumber,
      Name: Establishment.Name,
      Status,
      StartDate: Establishment.StartDate,
    });
  });

  app.get('/v2/kruispuntdatabank/establishment/:number/address', (c) =>
    c.json(establishmentOf(c.req.param('number')).Establishment.Address),
  );

  app.get('/v2/shop/verenigings-register/verenigingen/search', (c) =>
    c.json(collection(searchAssociations(requiredQuery(c, 'searchField'), requiredQuery(c, 'searchValue')))),
  );
}
