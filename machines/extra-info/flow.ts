import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { extraInfoMachine, formCheck, type ExtraInfoContext, type ExtraInfoEvent } from './machine.ts';
import { SAMPLE_EVENT_FORM } from '../../src/domain/event-form.samples.ts';
import { SAMPLE_CART, SAMPLE_LABELS } from './samples.ts';

const labels = [...SAMPLE_LABELS];

export const extraInfoFlow: RegisteredMachine = {
  id: 'extraInfo',
  title: 'Extra informatie (evenement)',
  description:
    "The event form at /extra-info: the order types and the cart in one wave; every change kept as a draft; an invalid submit names each refused field; a valid one saves the cart's custom fields, refreshes the cart, stores the notes and order type, and goes to the summary.",
  machine: extraInfoMachine,
  input: { draft: null, orderType: null, notes: null },
  alternativeInputs: [{ draft: SAMPLE_EVENT_FORM, orderType: SAMPLE_EVENT_FORM.orderType, notes: SAMPLE_EVENT_FORM.comments }],
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
