import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { associationSearchMachine, type AssociationSearchContext, type AssociationSearchEvent } from './machine.ts';
import { SAMPLE_ASSOCIATION } from './samples.ts';

export const associationSearchFlow: RegisteredMachine = {
  id: 'association-search',
  title: 'Vereniging zoeken in het verenigingsregister',
  description:
    'Bij de registratie van een vereniging zonder winstoogmerk: zoeken op naam (vanaf 2 tekens), vCode of sleutel, 200 ms na de laatste toetsaanslag; een gekozen vereniging geeft haar naam, ondernemingsnummer en adres aan het formulier door.',
  machine: associationSearchMachine,
  input: { chosen: null },
  alternativeInputs: [{ chosen: SAMPLE_ASSOCIATION }],
  events: (): (AssociationSearchEvent | EventObject)[] => [
    { type: 'TEXT_TYPED', text: 'Branding' },
    { type: 'TEXT_TYPED', text: 'B' },
    { type: 'TEXT_TYPED', text: '' },
    { type: 'SEARCH_FIELD_CHOSEN', field: 'vCode' },
    { type: 'SEARCH_FIELD_CHOSEN', field: 'naam' },
    { type: 'SEARCH_DEBOUNCE_ELAPSED' },
    { type: 'SEARCH_SUBMITTED' },
    done('searchRegister', [SAMPLE_ASSOCIATION]),
    done('searchRegister', []),
    failed('searchRegister'),
    { type: 'RETRY_REQUESTED' },
    { type: 'RESULT_CHOSEN', vCode: SAMPLE_ASSOCIATION.vCode },
    { type: 'CHOICE_CLEARED' },
  ],
  serialize: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as AssociationSearchContext;
    return [byValue(snapshot), context.field, context.text, context.results.length, context.chosen?.vCode ?? ''].join('|');
  },
};
