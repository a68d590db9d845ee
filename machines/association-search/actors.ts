import { fromPromise } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { AssociationQuery, ChosenAssociation } from './machine.ts';

type Vereniging = components['schemas']['Vereniging'];

/**
 * An organisation of the register in the registration's terms. Its business number is its key in
 * the company registry (KBO), as the register writes it. The register's `busnummer` (a customer's
 * HouseNumberAddition) is not carried over: RegisteredAddress has no field for it yet.
 */
function associationOf(vereniging: Vereniging): ChosenAssociation {
  const { straatnaam, huisnummer, postcode, gemeente } = vereniging.primairAdres;
  return {
    vCode: vereniging.vCode,
    name: vereniging.naam,
    businessNumber: vereniging.sleutels.find((key) => key.bron === 'KBO')?.waarde ?? null,
    address: { street: straatnaam, houseNumber: huisnummer, zipCode: postcode, city: gemeente, countryId: 'be' },
  };
}

/** The association register's search. */
export function createAssociationSearchActors(api: ShopClient) {
  return {
    searchRegister: fromPromise<ChosenAssociation[], AssociationQuery>(async ({ input, signal }) => {
      const answer = await unwrap(
        api.GET('/v2/shop/verenigings-register/verenigingen/search', { params: { query: { searchField: input.field, searchValue: input.text } }, signal }),
      );
      return answer.Collection.map(associationOf);
    }),
  };
}
