import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { SAMPLE_GUEST_DETAILS } from '../../../machines/guest-details/samples.ts';
import { demoShop, settledSession, toastTexts } from '../../../tests/support/shop.ts';
import { guestDetailsLogic } from './guest-details.ts';

describe('the guest details as the shop wires them', () => {
  it('keeps the form in the session as it is typed, says what is missing, and stores the guest as the pending buyer', async () => {
    const { services, navigate } = demoShop(createDemoApi());
    await settledSession(services);
    // A registration begun and left: going on as a guest replaces it.
    services.session.send({ type: 'PENDING_CHANGED', patch: { user: { Email: 'pieter@kelder.example.test' }, customerDetail: { InvoiceEmail: 'x' } } });
    const form = createActor(guestDetailsLogic(services), { input: { draft: null, customer: null } }).start();

    form.send({ type: 'FIELD_CHANGED', patch: { person: { firstName: 'Els' } } });
    const pending = () => services.session.getSnapshot().context.store.pending;
    expect(pending().guestDraft).toMatchObject({ person: { firstName: 'Els' } });
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
      guestDraft: null,
    });
  });
});
