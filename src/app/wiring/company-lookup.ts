import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { createCompanyLookupActors } from '../../../machines/company-lookup/actors.ts';
import { companyLookupMachine, type RegistryCompany } from '../../../machines/company-lookup/machine.ts';
import { selectCompany, selectIsLookingUp, selectLookupFailure, selectNumber, selectNumberFailure, selectOutcome } from '../../../machines/company-lookup/selectors.ts';
import type { ShopServices } from '../environment.ts';
import { useAnnounced, useFlowActor } from './use-flow.ts';

/** The company-registry look-up of the non-profit registration; what is found goes to the form as an emitted event. */
export function companyLookupLogic({ api }: Pick<ShopServices, 'api'>) {
  return companyLookupMachine.provide({ actors: createCompanyLookupActors(api) });
}

/**
 * The look-up as a part of the registration form: the number (a valid one the form holds is
 * looked up at once), what the registry said, and the company handed to the form as the look-up
 * announces it.
 */
export function useCompanyLookupFlow({ initialNumber, onFound }: { initialNumber: string; onFound: (company: RegistryCompany) => void }) {
  const [input] = useState(() => ({ number: initialNumber }));
  const lookup = useFlowActor(companyLookupLogic, input);
  useAnnounced(lookup, 'COMPANY_FOUND', ({ company }) => onFound(company));
  return {
    number: useSelector(lookup, selectNumber),
    lookingUp: useSelector(lookup, selectIsLookingUp),
    company: useSelector(lookup, selectCompany),
    outcome: useSelector(lookup, selectOutcome),
    numberFailure: useSelector(lookup, selectNumberFailure),
    lookupFailure: useSelector(lookup, selectLookupFailure),
    type: (number: string) => lookup.send({ type: 'NUMBER_TYPED', number }),
    lookUp: () => lookup.send({ type: 'LOOKUP_REQUESTED' }),
    retry: () => lookup.send({ type: 'RETRY_REQUESTED' }),
  };
}
