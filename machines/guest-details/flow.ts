import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { checkGuestDetails } from '../../src/domain/guest-details.ts';
import { byValue, type RegisteredMachine } from '../registry-kit.ts';
import { guestDetailsMachine, type GuestDetailsContext, type GuestDetailsEvent, type GuestDetailsInput } from './machine.ts';
import { SAMPLE_GUEST_CUSTOMER, SAMPLE_GUEST_DETAILS } from './samples.ts';

const fresh: GuestDetailsInput = { draft: null, customer: null };

export const guestDetailsFlow: RegisteredMachine = {
  id: 'guest-details',
  title: 'Verder als gast: uw gegevens',
  description:
    'Het formulier op /authenticatie/gast: contactpersoon, organisatie (optioneel) en adres. Elke wijziging wordt als concept bewaard; een ongeldige verzending noemt elk geweigerd veld; een geldige bewaart de voorlopige klant en het adres en gaat naar de samenvatting, die dan als gast bestelt.',
  machine: guestDetailsMachine,
  input: fresh,
  alternativeInputs: [{ draft: null, customer: SAMPLE_GUEST_CUSTOMER } satisfies GuestDetailsInput],
  events: (): (GuestDetailsEvent | EventObject)[] => [
    { type: 'FIELD_CHANGED', patch: SAMPLE_GUEST_DETAILS },
    { type: 'FIELD_CHANGED', patch: { person: { email: 'els@' } } },
    { type: 'SUBMITTED' },
  ],
  // What tells snapshots apart for the guard: whether the form would pass, and whether its refusals show.
  serialize: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as GuestDetailsContext;
    return [byValue(snapshot), checkGuestDetails(context.values).valid, context.checked].join('|');
  },
};
