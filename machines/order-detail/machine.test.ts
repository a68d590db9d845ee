import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sampleOrder, sampleOrderLine } from '../../src/domain/orders.samples.ts';
import { SAMPLE_CUSTOMER } from '../../src/domain/profile.samples.ts';
import { orderDetailMachine, type OrderDetailInput, type OrderDetails, type OrderDocument } from './machine.ts';
import { selectCustomerFacts, selectLines, selectMayEdit, selectMoments, selectOrderStatus, selectStep, selectTakesFiles } from './selectors.ts';

const image = (ImageID: string, Ranking: number) => ({ ImageID, Ranking, ImageUrl: `/images/${ImageID}.jpg` });
const line = (id: string, images: ReturnType<typeof image>[] | null) =>
  sampleOrderLine({ ReservationOrderItemID: id, Item: images && { ID: 'PARTYTENT-3X3', Images: images, MaxPerCart: null, UploadPolicy: 'AllowUpload' } });
// Picked up on 4 December at 9:00 (sampleOrder), with an order number.
const ORDER = sampleOrder({ ReservationOrderID: 'RO-1', OrderID: 'O-1', BusinessHourStart: { Key: 'P1', Description: '09:00 - 10:00' } });
const DETAILS: OrderDetails = { order: ORDER, items: [line('ROI-1', [image('side', 2), image('front', 1)]), line('ROI-2', null)], warehouse: null, files: [] };
const INPUT: OrderDetailInput = {
  reservationOrderId: 'RO-1',
  salesMode: false,
  rules: { cancellationDays: 0, editingDays: 0, editingOrder: 'reservation-order' },
  now: '2026-11-21T09:00:00',
  customer: SAMPLE_CUSTOMER,
  hiddenFields: [],
};
const REFUSED = { kind: 'not-found', status: 404, serverMessage: null };

/** The details page over fakes: the order as `details` says (a rejection when it is an error), the confirmation as `document` says. */
async function start({ input = INPUT, details = DETAILS, loadFails = 0, documentFails = false }: { input?: Partial<OrderDetailInput>; details?: OrderDetails; loadFails?: number; documentFails?: boolean } = {}) {
  const effects = { saveDocument: vi.fn(), announceFailure: vi.fn() };
  const asked: OrderDocument[] = [];
  let failures = loadFails;
  const actor = createActor(
    orderDetailMachine.provide({
      actors: {
        loadDetails: fromPromise<OrderDetails, { reservationOrderId: string }>(async () => {
          if (failures-- > 0) throw REFUSED;
          return details;
        }),
        fetchDocument: fromPromise<Blob, OrderDocument>(async ({ input }) => {
          asked.push(input);
          if (documentFails) throw { kind: 'network', status: 0, serverMessage: null };
          return new Blob(['%PDF-1.4']);
        }),
      },
      actions: { saveDocument: (_, params) => effects.saveDocument(params), announceFailure: (_, params) => effects.announceFailure(params) },
    }),
    { input: { ...INPUT, ...input } },
  ).start();
  await waitFor(actor, (s) => !s.hasTag('loading'));
  return { actor, effects, asked };
}

describe("an order's page (spec 002 §2, §3)", () => {
  it('reads the order in one wave; a failed read says so and reads again on request', async () => {
    const { actor } = await start({ loadFails: 1 });
    expect(selectStep(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'load-failed', error: REFUSED });
    actor.send({ type: 'RETRY_REQUESTED' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ details: DETAILS, failure: null });
    expect(selectOrderStatus(actor.getSnapshot())).toBe('reserved');
  });

  it('hands the confirmation to the browser under the order’s name; a failed one is announced and the page stays', async () => {
    const saved = await start();
    saved.actor.send({ type: 'DOCUMENT_REQUESTED' });
    expect(selectStep(saved.actor.getSnapshot())).toBe('downloading');
    await waitFor(saved.actor, (s) => s.matches('ready'));
    expect(saved.asked).toEqual([{ reservationOrderId: 'RO-1', reservationId: ORDER.ReservationID, fileName: 'Orderbevestiging-RO-1.pdf' }]);
    expect(saved.effects.saveDocument).toHaveBeenCalledWith({ blob: expect.any(Blob), fileName: 'Orderbevestiging-RO-1.pdf' });

    const refused = await start({ documentFails: true });
    refused.actor.send({ type: 'DOCUMENT_REQUESTED' });
    await waitFor(refused.actor, (s) => s.matches('ready'));
    expect(refused.effects.saveDocument).not.toHaveBeenCalled();
    expect(refused.effects.announceFailure).toHaveBeenCalledWith({ failure: { kind: 'document-failed', error: { kind: 'network', status: 0, serverMessage: null } } });
  });

  it('shows the return moment of a rental, and none in sales mode', async () => {
    const rented = await start();
    expect(selectMoments(rented.actor.getSnapshot())).toEqual({ pickUp: { at: ORDER.DateTimeBusinessStart, slot: '09:00 - 10:00' }, return: { at: ORDER.DateTimeBusinessEnd, slot: null } });
    const sold = await start({ input: { salesMode: true } });
    expect(selectMoments(sold.actor.getSnapshot())?.return).toBeNull();
  });

  it('lists each line with the picture its product ranks first', async () => {
    const { actor } = await start();
    expect(selectLines(actor.getSnapshot()).map(({ line, imageUrl }) => [line.ReservationOrderItemID, imageUrl])).toEqual([
      ['ROI-1', '/images/front.jpg'],
      ['ROI-2', null],
    ]);
  });

  it('takes files until the order is cancelled, expired or rejected', async () => {
    expect(selectTakesFiles((await start()).actor.getSnapshot())).toBe(true);
    const cancelled = await start({ details: { ...DETAILS, order: { ...ORDER, ReservationStatus: 'Cancelled' } } });
    expect(selectTakesFiles(cancelled.actor.getSnapshot())).toBe(false);
  });
});

describe('where the order may be changed, by the settings the page opened with (spec 002 §4)', () => {
  it('offers the edit page without limits; not under "reservation" for an order with an order number', async () => {
    expect(selectMayEdit((await start()).actor.getSnapshot())).toBe(true);
    const reservationOnly = await start({ input: { rules: { ...INPUT.rules, editingOrder: 'reservation' } } });
    expect(selectMayEdit(reservationOnly.actor.getSnapshot())).toBe(false);
  });

  it('counts the editing days from the moment the page opened', async () => {
    // 13 days before the pick-up: a limit of 13 days still allows it, one of 14 no longer.
    expect(selectMayEdit((await start({ input: { rules: { ...INPUT.rules, editingDays: 13 } } })).actor.getSnapshot())).toBe(true);
    expect(selectMayEdit((await start({ input: { rules: { ...INPUT.rules, editingDays: 14 } } })).actor.getSnapshot())).toBe(false);
  });

  it('never offers an order that is not editable', async () => {
    const fixed = await start({ details: { ...DETAILS, order: { ...ORDER, IsEditable: false } } });
    expect(selectMayEdit(fixed.actor.getSnapshot())).toBe(false);
  });
});

describe("the customer's details, as the deployment's hidden fields leave them (spec 002 §2 hiddenFields)", () => {
  it('shows every detail when nothing is hidden', async () => {
    const { actor } = await start();
    expect(selectCustomerFacts(actor.getSnapshot())).toEqual([
      { fact: 'name', value: 'Jeugdhuis De Branding vzw' },
      { fact: 'email', value: 'info@debranding.demo.test' },
      { fact: 'street', value: 'Sint-Pieterskaai 42' },
      { fact: 'zipCode', value: '8000' },
      { fact: 'city', value: 'Brugge' },
      { fact: 'phone', value: '050 33 12 45' },
    ]);
  });

  it('leaves out each hidden field; the address hides street, postcode and city', async () => {
    const facts = async (hiddenFields: OrderDetailInput['hiddenFields']) => selectCustomerFacts((await start({ input: { hiddenFields } })).actor.getSnapshot()).map(({ fact }) => fact);
    expect(await facts(['customer-address'])).toEqual(['name', 'email', 'phone']);
    expect(await facts(['customer-name', 'customer-email', 'customer-street', 'customer-zip-code', 'customer-city', 'customer-phone'])).toEqual([]);
    expect(await facts(['customer-zip-code'])).toEqual(['name', 'email', 'street', 'city', 'phone']);
  });

  it('shows none without a customer', async () => {
    expect(selectCustomerFacts((await start({ input: { customer: null } })).actor.getSnapshot())).toEqual([]);
  });
});
