import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { extraInfoMachine, formCheck, type ExtraInfoContext, type ExtraInfoEvent } from './machine.ts';
import { SAMPLE_EVENT_FORM } from '../../src/domain/event-form.samples.ts';
import { SAMPLE_CART, SAMPLE_LABELS } from './samples.ts';

const labels = [...SAMPLE_LABELS];

export const extraInfoFlow: RegisteredMachine = {
  id: 'extra-info',
  title: 'Extra informatie (evenement)',
  description:
    'Het evenementformulier op /extra-info: de bestellingstypes en de winkelwagen in één keer geladen; elke wijziging als concept bewaard; een ongeldige verzending noemt elk geweigerd veld; een geldige bewaart de extra velden van de winkelwagen, leest de winkelwagen opnieuw, bewaart de opmerkingen en het bestellingstype en gaat naar de samenvatting.',
  machine: extraInfoMachine,
  input: { draft: null, orderType: null, notes: null, salesMode: false },
  alternativeInputs: [{ draft: SAMPLE_EVENT_FORM, orderType: SAMPLE_EVENT_FORM.orderType, notes: SAMPLE_EVENT_FORM.comments, salesMode: false }],
  events: (): (ExtraInfoEvent | EventObject)[] => [
    done('loadForm', { labels, cart: SAMPLE_CART }),
    done('loadForm', { labels, cart: null }),
    failed('loadForm'),
    { type: 'RETRY_REQUESTED' },
    { type: 'FIELD_CHANGED', patch: SAMPLE_EVENT_FORM },
    { type: 'FIELD_CHANGED', patch: { description: '' } },
    { type: 'SUBMITTED' },
    done('saveEventInfo', undefined),
    failed('saveEventInfo'),
    done('refreshCart', undefined),
    failed('refreshCart'),
  ],
  // What tells snapshots apart for the guards: whether the form would pass, and whether its refusals show.
  serialize: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as ExtraInfoContext;
    return [byValue(snapshot), formCheck(context).valid, context.checked].join('|');
  },
};
