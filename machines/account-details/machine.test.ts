import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { CONTACT, CUSTOMER, DEMO_ACCOUNTS } from '../../demo-api/seed/anchors.ts';
import { ApiFailure } from '../../src/domain/api-error.ts';
import { SAMPLE_CONTACT, SAMPLE_CUSTOMER, SAMPLE_DETAIL } from '../../src/domain/profile.samples.ts';
import { demoClient, demoLogin } from '../../tests/support/demo-client.ts';
import { createAccountDetailsActors } from './actors.ts';
import { profileFrom, type ProfileDraft } from '../../src/domain/profile.ts';
import { accountDetailsMachine, type AccountDetailsInput, type ProfileSaveRequest, type SavedProfile } from './machine.ts';
import { selectFieldErrors, selectIsRestored, selectLockedFields, selectShowsInvoice, selectStep } from './selectors.ts';

const input: AccountDetailsInput = { customerId: CUSTOMER.branding, contactId: CONTACT.adminBranding, provincial: false, draft: null };
const STRONG = 'Branding!2027';
const unavailable = () => new ApiFailure({ kind: 'invalid-response', status: 503, serverMessage: 'De demo-backend simuleert een storing' });
const nothingSaved: SavedProfile = { contact: null, customer: null, detail: null, passwordChanged: false, error: null };

/** Answers each PATCH as the backend would: the entity with the fields sent. */
const savedAsSent = (request: ProfileSaveRequest): SavedProfile => ({
  contact: request.contact && { ...SAMPLE_CONTACT, ...request.contact, CustomFields: { ...SAMPLE_CONTACT.CustomFields, ...request.contact.CustomFields } },
  customer: request.customer && { ...SAMPLE_CUSTOMER, ...request.customer },
  detail: request.detail && { ...SAMPLE_DETAIL, ...request.detail },
  passwordChanged: request.password !== null,
  error: null,
});

function start(
  options: {
    input?: Partial<AccountDetailsInput>;
    loadContact?: () => Promise<typeof SAMPLE_CONTACT>;
    loadCustomer?: () => Promise<typeof SAMPLE_CUSTOMER>;
    loadDetail?: () => Promise<typeof SAMPLE_DETAIL>;
    save?: (request: ProfileSaveRequest) => Promise<SavedProfile>;
  } = {},
) {
  const calls: string[] = [];
  const save = vi.fn(options.save ?? (async (request: ProfileSaveRequest) => savedAsSent(request)));
  const storeDraft = vi.fn<(draft: ProfileDraft | null) => void>();
  const accountChanged = vi.fn();
  const machine = accountDetailsMachine.provide({
    actors: {
      loadContact: fromPromise(() => (calls.push('contact'), options.loadContact?.() ?? Promise.resolve(SAMPLE_CONTACT))),
      loadCustomer: fromPromise(() => (calls.push('customer'), options.loadCustomer?.() ?? Promise.resolve(SAMPLE_CUSTOMER))),
      loadCustomerDetail: fromPromise(() => (calls.push('detail'), options.loadDetail?.() ?? Promise.resolve(SAMPLE_DETAIL))),
      saveProfile: fromPromise(({ input: request }) => save(request)),
    },
    actions: {
      storeDraft: (_, { draft }) => storeDraft(draft),
      announceInvalid: () => calls.push('invalid toast'),
      announceUnchanged: () => calls.push('unchanged toast'),
      announceSaved: () => calls.push('saved toast'),
      announceAccountChanged: (_, change) => accountChanged(change),
    },
  });
  const actor = createActor(machine, { input: { ...input, ...options.input } });
  const focused: string[] = [];
  actor.on('FIELD_FOCUS_REQUESTED', ({ field }) => focused.push(field));
  actor.start();
  return { actor, calls, save, storeDraft, accountChanged, focused };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('submitting'));

describe('the account details machine', () => {
  it('reads the contact, the customer and the customer detail in one wave, then shows them in the form', async () => {
    const { actor, calls } = start();
    expect(calls).toEqual(['contact', 'customer', 'detail']);
    expect(selectStep(actor.getSnapshot())).toBe('loading');
    const snapshot = await settled(actor);
    expect(selectStep(snapshot)).toBe('form');
    expect(snapshot.context.values?.contact).toMatchObject({ firstName: 'Lotte', phone: '050 33 12 45', newsletter: true });
    expect(snapshot.context.values?.invoice.email).toBe('boekhouding@debranding.demo.test');
    expect(selectShowsInvoice(snapshot)).toBe(true);
  });

  it('says what could not be read when the contact or the customer fails, and reads again on retry', async () => {
    let attempts = 0;
    const { actor, calls } = start({
      loadContact: async () => {
        attempts++;
        if (attempts === 1) throw unavailable();
        return SAMPLE_CONTACT;
      },
      loadCustomer: async () => {
        if (attempts === 1) throw unavailable();
        return SAMPLE_CUSTOMER;
      },
    });
    const failed = await settled(actor);
    expect(selectStep(failed)).toBe('loadFailed');
    expect(failed.context.failure).toMatchObject({ kind: 'contact-load-failed', error: { serverMessage: 'De demo-backend simuleert een storing' } });
    actor.send({ type: 'RETRY_REQUESTED' });
    const loaded = await settled(actor);
    expect(selectStep(loaded)).toBe('form');
    expect(loaded.context.failure).toBeNull();
    expect(calls).toEqual(['contact', 'customer', 'detail', 'contact', 'customer', 'detail']);
  });

  it('without the customer detail shows and checks no invoice details, and never saves them', async () => {
    const { actor, save } = start({ loadDetail: () => Promise.reject(unavailable()) });
    const snapshot = await settled(actor);
    expect(selectStep(snapshot)).toBe('form');
    expect(selectShowsInvoice(snapshot)).toBe(false);
    actor.send({ type: 'FIELD_CHANGED', patch: { contact: { phone: '050 44 55 66' }, invoice: { email: 'facturen@debranding.demo.test' } } });
    actor.send({ type: 'SUBMITTED' });
    await settled(actor);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ contact: { Tel: '050 44 55 66' }, customer: null, detail: null }));
  });

  it('refuses an invalid submit: a toast, the first refused field takes the focus, every refused field says why as it changes', async () => {
    const { actor, calls, focused, save } = start();
    await settled(actor);
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'FIELD_CHANGED', patch: { contact: { mobile: '' }, invoice: { email: 'boekhouding@' } } });
    actor.send({ type: 'SUBMITTED' });
    expect(calls).toContain('invalid toast');
    expect(focused).toEqual(['contact.mobile']);
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ 'contact.mobile': [{ rule: 'required' }], 'invoice.email': [{ rule: 'email' }] });
    actor.send({ type: 'FIELD_CHANGED', patch: { contact: { mobile: '0472 12 34 56' } } });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ 'invoice.email': [{ rule: 'email' }] });
    expect(save).not.toHaveBeenCalled();
  });

  it('calls nothing when nothing changed, and says so', async () => {
    const { actor, calls, save } = start();
    await settled(actor);
    actor.send({ type: 'SUBMITTED' });
    expect(calls).toContain('unchanged toast');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves only what changed, then shows what the backend has, tells the session and forgets the draft', async () => {
    const { actor, calls, save, storeDraft, accountChanged } = start();
    await settled(actor);
    actor.send({ type: 'FIELD_CHANGED', patch: { contact: { lastName: 'Peeters' }, organisation: { website: 'www.branding.be' } } });
    expect(storeDraft.mock.lastCall?.[0]).toMatchObject({ customerId: CUSTOMER.branding, contactId: CONTACT.adminBranding, values: { contact: { lastName: 'Peeters' } } });
    actor.send({ type: 'SUBMITTED' });
    expect(selectStep(actor.getSnapshot())).toBe('form');
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    const snapshot = await settled(actor);
    expect(save).toHaveBeenCalledWith({
      customerId: CUSTOMER.branding,
      contactId: CONTACT.adminBranding,
      contact: { LastName: 'Peeters' },
      customer: { Website: 'https://www.branding.be/' },
      detail: null,
      password: null,
    });
    expect(calls).toContain('saved toast');
    expect(storeDraft).toHaveBeenLastCalledWith(null);
    expect(accountChanged).toHaveBeenCalledWith(expect.objectContaining({ contact: expect.objectContaining({ LastName: 'Peeters' }) }));
    expect(snapshot.context.values?.organisation.website).toBe('https://www.branding.be/');
    expect(snapshot.context.failure).toBeNull();
  });

  it('keeps everything typed when a save fails; what was saved stays saved, and the next save sends only the rest', async () => {
    const { actor, save, storeDraft } = start({
      save: async (request) => ({ ...savedAsSent(request), customer: null, error: unavailable().error }),
    });
    await settled(actor);
    actor.send({ type: 'FIELD_CHANGED', patch: { contact: { phone: '050 44 55 66' }, organisation: { phone: '050 77 88 99' } } });
    actor.send({ type: 'SUBMITTED' });
    const failed = await settled(actor);
    expect(failed.context.failure).toMatchObject({ kind: 'save-failed', error: { serverMessage: 'De demo-backend simuleert een storing' } });
    expect(failed.context.values).toMatchObject({ contact: { phone: '050 44 55 66' }, organisation: { phone: '050 77 88 99' } });
    expect(storeDraft).toHaveBeenLastCalledWith(expect.objectContaining({ values: failed.context.values }));
    actor.send({ type: 'SUBMITTED' });
    await settled(actor);
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ contact: null, customer: { Tel: '050 77 88 99' } }));
  });

  it('keeps the form when no part of the save could be made', async () => {
    const { actor } = start({ save: async () => ({ ...nothingSaved, error: unavailable().error }) });
    await settled(actor);
    actor.send({ type: 'FIELD_CHANGED', patch: { contact: { phone: '050 44 55 66' } } });
    actor.send({ type: 'SUBMITTED' });
    const failed = await settled(actor);
    expect(failed.context.failure?.kind).toBe('save-failed');
    expect(failed.context.values?.contact.phone).toBe('050 44 55 66');
  });

  it('changes the password with the profile, asks it strong and confirmed, and never keeps it in a draft', async () => {
    const { actor, save, storeDraft, focused } = start();
    await settled(actor);
    actor.send({ type: 'NEW_PASSWORD_CHANGED', patch: { password: STRONG } });
    expect(actor.getSnapshot().context.newPassword.password).toBe('');
    actor.send({ type: 'PASSWORD_CHANGE_TOGGLED', on: true });
    actor.send({ type: 'SUBMITTED' });
    expect(focused).toEqual(['newPassword.password']);
    actor.send({ type: 'NEW_PASSWORD_CHANGED', patch: { password: STRONG, confirmation: STRONG } });
    actor.send({ type: 'FIELD_CHANGED', patch: { contact: { phone: '050 44 55 66' } } });
    for (const [draft] of storeDraft.mock.calls) expect(JSON.stringify(draft)).not.toContain(STRONG);
    actor.send({ type: 'SUBMITTED' });
    const saved = await settled(actor);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ contact: { Tel: '050 44 55 66' }, password: { password: STRONG, confirmation: STRONG } }));
    expect(saved.context).toMatchObject({ passwordChange: false, newPassword: { password: '', confirmation: '' } });
  });

  it('sends a password change on its own, and keeps it when it was refused', async () => {
    const { actor, save } = start({ save: async () => ({ ...nothingSaved, error: unavailable().error }) });
    await settled(actor);
    actor.send({ type: 'PASSWORD_CHANGE_TOGGLED', on: true });
    actor.send({ type: 'NEW_PASSWORD_CHANGED', patch: { password: STRONG, confirmation: STRONG } });
    actor.send({ type: 'SUBMITTED' });
    const failed = await settled(actor);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ contact: null, customer: null, detail: null, password: { password: STRONG, confirmation: STRONG } }));
    expect(failed.context).toMatchObject({ passwordChange: true, newPassword: { password: STRONG } });
    actor.send({ type: 'PASSWORD_CHANGE_TOGGLED', on: false });
    expect(actor.getSnapshot().context.newPassword).toEqual({ password: '', confirmation: '' });
  });

  it("brings back this contact's unsaved changes after a reload, and lets them go", async () => {
    const loaded = profileFrom(SAMPLE_CONTACT, SAMPLE_CUSTOMER, SAMPLE_DETAIL);
    const values = { ...loaded, contact: { ...loaded.contact, phone: '050 99 99 99' } };
    const { actor, storeDraft } = start({ input: { draft: { customerId: CUSTOMER.branding, contactId: CONTACT.adminBranding, values } } });
    const restored = await settled(actor);
    expect(restored.context.values?.contact.phone).toBe('050 99 99 99');
    expect(selectIsRestored(restored)).toBe(true);
    actor.send({ type: 'CHANGES_DISCARDED' });
    expect(actor.getSnapshot().context.values?.contact.phone).toBe('050 33 12 45');
    expect(selectIsRestored(actor.getSnapshot())).toBe(false);
    expect(storeDraft).toHaveBeenLastCalledWith(null);

    const other = start({ input: { draft: { customerId: CUSTOMER.branding, contactId: CONTACT.subBranding, values } } });
    const fresh = await settled(other.actor);
    expect(fresh.context.values?.contact.phone).toBe('050 33 12 45');
    expect(selectIsRestored(fresh)).toBe(false);
  });

  it('in the provincial details tab changes no name, organisation or address, and asks a valid national register number', async () => {
    const { actor, focused, save } = start({ input: { provincial: true } });
    await settled(actor);
    expect(selectLockedFields(actor.getSnapshot())).toContain('organisation.address.city');
    actor.send({ type: 'FIELD_CHANGED', patch: { contact: { lastName: 'Peeters', nationalNumber: '85073003329' }, organisation: { address: { city: 'Gent' } } } });
    expect(actor.getSnapshot().context.values).toMatchObject({ contact: { lastName: 'Vermeulen' }, organisation: { address: { city: 'Brugge' } } });
    actor.send({ type: 'SUBMITTED' });
    expect(focused).toEqual(['contact.nationalNumber']);
    actor.send({ type: 'FIELD_CHANGED', patch: { contact: { nationalNumber: '90022742191' } } });
    actor.send({ type: 'SUBMITTED' });
    await settled(actor);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ contact: { NationalIdentificationNumber: '90022742191' }, customer: null }));
  });

  it('reads and saves against the in-process demo API', async () => {
    const demo = createDemoApi();
    const api = demoClient(demo, await demoLogin(demo, DEMO_ACCOUNTS.admin));
    const wired = accountDetailsMachine.provide({ actors: createAccountDetailsActors(api) });
    const actor = createActor(wired, { input }).start();
    const loaded = await settled(actor);
    expect(loaded.context.values?.organisation.companyName).toBe('Jeugdhuis De Branding vzw');
    actor.send({ type: 'FIELD_CHANGED', patch: { contact: { phone: '050 44 55 66' }, invoice: { email: 'facturen@debranding.demo.test' } } });
    actor.send({ type: 'PASSWORD_CHANGE_TOGGLED', on: true });
    actor.send({ type: 'NEW_PASSWORD_CHANGED', patch: { password: STRONG, confirmation: STRONG } });
    actor.send({ type: 'SUBMITTED' });
    const saved = await settled(actor);
    expect(saved.context.failure).toBeNull();
    expect(demo.db.contacts.find((c) => c.ContactID === CONTACT.adminBranding)?.Tel).toBe('050 44 55 66');
    expect(demo.db.customerDetails.find((d) => d.CustomerID === CUSTOMER.branding)?.InvoiceEmail).toBe('facturen@debranding.demo.test');
    expect(demo.db.users.find((u) => u.UserName === DEMO_ACCOUNTS.admin)?.Password).toBe(STRONG);
  });
});
