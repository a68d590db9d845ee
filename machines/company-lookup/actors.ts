import { fromPromise } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import { asApiError } from '../../src/domain/api-error.ts';
import type { RegisteredAddress } from '../association-search/machine.ts';
import type { RegistryCompany, RegistryQuery } from './machine.ts';

type RegistryAddress = components['schemas']['RegistryAddress'];

const registeredAddressOf = (address: RegistryAddress): RegisteredAddress => ({
  street: address.Street,
  houseNumber: address.HouseNumber,
  zipCode: address.ZipCode,
  city: address.City,
  countryId: address.CountryID,
});

/** The company registry (Kruispuntbank van Ondernemingen). */
export function createCompanyLookupActors(api: ShopClient) {
  /** The organisation itself: an establishment counts as its enterprise, whose number becomes the business number. */
  const organisation = (query: RegistryQuery, signal: AbortSignal): Promise<Omit<RegistryCompany, 'address'>> => {
    const request = { params: { path: { number: query.number } }, signal };
    const found =
      query.kind === 'enterprise'
        ? unwrap(api.GET('/v2/kruispuntdatabank/enterprise/{number}', request))
        : unwrap(api.GET('/v2/kruispuntdatabank/establishment/{number}', request));
    return found.then(({ EnterpriseNumber, Name, Status }) => ({ businessNumber: EnterpriseNumber, name: Name, active: Status === 'Active' }));
  };
  const addressOf = (query: RegistryQuery, signal: AbortSignal) => {
    const request = { params: { path: { number: query.number } }, signal };
    return query.kind === 'enterprise'
      ? unwrap(api.GET('/v2/kruispuntdatabank/enterprise/{number}/address', request))
      : unwrap(api.GET('/v2/kruispuntdatabank/establishment/{number}/address', request));
  };

  return {
    lookUpCompany: fromPromise<RegistryCompany, RegistryQuery>(async ({ input, signal }) => {
      // Both calls go out before either answers (one wave).
      const [found, address] = await Promise.allSettled([organisation(input, signal), addressOf(input, signal)]);
      if (found.status === 'rejected') throw found.reason;
      // A known organisation without a registered address is still found: the form asks the address.
      if (address.status === 'rejected' && asApiError(address.reason).kind !== 'not-found') throw address.reason;
      return { ...found.value, address: address.status === 'fulfilled' ? registeredAddressOf(address.value) : null };
    }),
  };
}
