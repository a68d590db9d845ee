import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { SAMPLE_GUEST_DETAILS } from '../../../machines/guest-details/samples.ts';
import { demoShop, settledSession, storedDraft, toastTexts } from '../../../tests/support/shop.ts';
import { guestDetailsInputOf, guestDetailsLogic } from './guest-details.ts';

describe('the guest details as the shop wires them', () => {
  it('keeps the form as its draft as it is typed, says what is missing, and stores the guest as the pending buyer', async () => {
    const { services, navigate, store } = demoShop(createDemoApi());
    await settledSession(services);
    // A registration begun and left: going on as a guest replaces it.
    services.session.send({ type: 'PENDING_CHANGED', patch: { user: { Email: 'pieter@kelder.example.test' }, customerDetail: { InvoiceEmail: 'x' } } });
    const form = createActor(guestDetailsLogic(services), { input: { draft: null, customer: null } }).start();

    form.send({ type: 'FIELD_CHANGED', patch: { person: { firstName: 'Els' } } });
    const pending = () => services.session.getSnapshot().context.store.pending;
    expect(storedDraft(store, 'guest-details')).toMatchObject({ person: { firstName: 'Els' } });
    expect(guestDetailsInputOf(services).draft).toMatchObject({ person: { firstName: 'Els' } });
    form.send({ type: 'SUBMITTED' });
    expect(toastTexts(services)).toContain('Niet alle velden zijn (correct) ingevoerd');
    expect(navigate).not.toHaveBeenCalled();

    form.send({ type: 'FIELD_CHANGED', patch: SAMPLE_GUEST_DETAILS });
    form.send({ type: 'SUBMITTED' });
    expect(navigate).toHaveBeenCalledWith('/samenvatting');
    expect(pending()).toMatchObject({
      customer: { CompanyName: 'Els Maes', FirstName: 'Els', Email: 'els.maes@example.test', Tel: '0470 11 22 33', ZipCode: '8000' },
      address: { Street: 'Langestraat', City: 'Brugge' },
      user: null,
      customerDetail: null,
    });
    expect(storedDraft(store, 'guest-details')).toBeNull();
    // "Gegevens wijzigen" on the summary opens what was given.
    expect(guestDetailsInputOf(services)).toMatchObject({ draft: null, customer: { FirstName: 'Els' } });
  });
});
