import { createCompanyLookupActors } from '../../../machines/company-lookup/actors.ts';
import { companyLookupMachine } from '../../../machines/company-lookup/machine.ts';
import type { ShopServices } from '../environment.ts';

/** The company-registry look-up of the non-profit registration; what is found goes to the form as an emitted event. */
export function companyLookupLogic({ api }: Pick<ShopServices, 'api'>) {
  return companyLookupMachine.provide({ actors: createCompanyLookupActors(api) });
}
