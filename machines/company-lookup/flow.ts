import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { byValue, done, failed, notFoundError, type RegisteredMachine } from '../registry-kit.ts';
import { companyLookupMachine, type CompanyLookupContext, type CompanyLookupEvent } from './machine.ts';
import { SAMPLE_COMPANY, SAMPLE_INACTIVE_COMPANY } from './samples.ts';

export const companyLookupFlow: RegisteredMachine = {
  id: 'company-lookup',
  title: 'Opzoeken in de Kruispuntbank van Ondernemingen',
  description:
    'Bij de registratie van een vereniging zonder winstoogmerk: een ondernemings- of vestigingsnummer wordt eerst gecontroleerd en dan opgezocht (de organisatie en haar adres in één keer); een inactieve organisatie kan niet worden goedgekeurd.',
  machine: companyLookupMachine,
  input: { number: '' },
  alternativeInputs: [{ number: SAMPLE_COMPANY.businessNumber }],
  events: (): (CompanyLookupEvent | EventObject)[] => [
    { type: 'NUMBER_TYPED', number: SAMPLE_COMPANY.businessNumber },
    { type: 'NUMBER_TYPED', number: '2.234.567.818' },
    { type: 'NUMBER_TYPED', number: '9123' },
    { type: 'NUMBER_TYPED', number: '' },
    { type: 'LOOKUP_REQUESTED' },
    { type: 'RETRY_REQUESTED' },
    done('lookUpCompany', SAMPLE_COMPANY),
    done('lookUpCompany', SAMPLE_INACTIVE_COMPANY),
    failed('lookUpCompany', notFoundError),
    failed('lookUpCompany', { kind: 'invalid-response', status: 400, serverMessage: 'Ongeldig ondernemingsnummer' }),
    failed('lookUpCompany'),
  ],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as CompanyLookupContext;
    return [byValue(snapshot), context.number].join('|');
  },
};
