import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import { DEMO_ACCOUNTS } from '../../../demo-api/seed/anchors.ts';
import { SAMPLE_EVENT_FORM } from '../../domain/event-form.samples.ts';
import { cartInSession, demoShop, signIn, storedDraft, toastTexts } from '../../../tests/support/shop.ts';
import { extraInfoInputOf, extraInfoLogic } from './extra-info.ts';
import { fixedClock } from '../../../tests/support/clock.ts';

describe('the event form as the shop wires it', () => {
  it('keeps the form as its draft as it is typed, says what is missing, and goes on to the summary once saved', async () => {
    const { services, navigate, store } = demoShop(createDemoApi({ clock: fixedClock }), { now: fixedClock.now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    await cartInSession(services);
    const form = createActor(extraInfoLogic(services), { input: extraInfoInputOf(services) }).start();
    const focused: string[] = [];
    form.on('FIELD_FOCUS_REQUESTED', ({ field }) => void focused.push(field));
    const editing = await waitFor(form, (s) => s.matches('editing'));

    form.send({ type: 'FIELD_CHANGED', patch: { description: 'Buurtfeest' } });
    expect(storedDraft(store, 'extra-info')).toMatchObject({ description: 'Buurtfeest' });
    // A reload starts from it.
    expect(extraInfoInputOf(services).draft).toMatchObject({ description: 'Buurtfeest' });
    form.send({ type: 'SUBMITTED' });
    expect(toastTexts(services)).toContain('Niet alle velden zijn (correct) ingevoerd');
    expect(focused).toEqual(['orderType']);
    expect(navigate).not.toHaveBeenCalled();

    const orderType = editing.context.labels[0]!.LabelID;
    form.send({ type: 'FIELD_CHANGED', patch: { ...SAMPLE_EVENT_FORM, orderType, startDate: '2026-12-19' } });
    form.send({ type: 'SUBMITTED' });
    await waitFor(form, (s) => s.status === 'done');
    expect(navigate).toHaveBeenCalledWith('/samenvatting');
    const { pending } = services.session.getSnapshot().context.store;
    expect(pending).toMatchObject({ orderType, notes: SAMPLE_EVENT_FORM.comments });
    expect(storedDraft(store, 'extra-info')).toBeNull();
    expect(services.cart.getSnapshot().context.cart?.CustomFields).toMatchObject({ CUST_EventDescription: SAMPLE_EVENT_FORM.description });
  });

  it('starts the form from the pending values and the mode the settings name', async () => {
    const demo = createDemoApi({ clock: fixedClock });
    demo.db.settings.ShopSalesModus = true;
    const { services } = demoShop(demo, { now: fixedClock.now });
    await signIn(services, DEMO_ACCOUNTS.admin);
    services.session.send({ type: 'PENDING_CHANGED', patch: { orderType: 'LBL-RES-4', notes: 'Bellen aub' } });
    expect(extraInfoInputOf(services)).toEqual({ draft: null, orderType: 'LBL-RES-4', notes: 'Bellen aub', salesMode: true });
  });
});
