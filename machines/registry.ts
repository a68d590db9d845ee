import { fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { accountDetailsMachine } from './account-details/machine.ts';
import { categoriesMachine } from './categories/machine.ts';
import { cookieConsentMachine } from './cookie-consent/machine.ts';
import { loginMachine, type LoginAccount } from './login/machine.ts';
import { overlaysMachine } from './overlays/machine.ts';
import { sessionMachine } from './session/machine.ts';
import { toastsMachine } from './toasts/machine.ts';

/**
 * Every machine of the shop, with what the charts, the simulator, the path generator and the
 * coverage gate need to know about it. Registering a machine here is all it takes to chart it
 * at /flows and to have its generated paths cover all its states and transitions.
 */
export interface RegisteredMachine {
  id: string;
  title: string;
  description: string;
  machine: AnyStateMachine;
  /** The input the simulator starts with. */
  input?: unknown;
  /** Other inputs whose paths the generator also takes (a login opened with a query, …). */
  alternativeInputs?: unknown[];
  /**
   * The events path generation and the simulator may send in a snapshot: one sample per event
   * and per payload that leads somewhere else (a guard's other outcome). Outcomes of invoked
   * actors are events too (`xstate.done.actor.<id>` with an `output`, `xstate.error.actor.<id>`),
   * and so are timers, which the machines model as explicit events.
   */
  events(snapshot: AnyMachineSnapshot): EventObject[];
  /** What tells two snapshots apart for path generation; keeps the paths finite. */
  serialize(snapshot: AnyMachineSnapshot): string;
  /** Context keys never shown in the simulator or the live view (passwords). */
  secretContext?: string[];
}

const done = (actorId: string, output: unknown): EventObject => ({ type: `xstate.done.actor.${actorId}`, output }) as EventObject;
const failed = (actorId: string, error: unknown = { kind: 'network', status: 0, serverMessage: null, text: 'Er ging iets mis' }): EventObject =>
  ({ type: `xstate.error.actor.${actorId}`, error }) as EventObject;
const byValue = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);
const apiError = (kind: string) => ({ kind, status: 403, serverMessage: null, text: kind });

/** A machine whose invoked actors never settle: a path (or the simulator) sends their outcomes. */
export function inert(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
  );
  return machine.provide({ actors });
}

const token = { accessToken: 'demo-token', expires: '2099-12-31T23:59:59Z' };
const account = { ContactID: 'CON-2001', CustomerID: 'CUST-1001', RoleName: 'Hoofdgebruiker', FirstName: 'Lotte', LastName: 'Vermeulen', Email: 'admin@demo.test', Barcode: '' };
const settings = (allowAnonymous: boolean) => ({ AllowAnonymousShopUser: allowAnonymous });
const emptyStore = { version: 'paths', cartId: null, pending: {} };
const restored = (session: unknown) => ({ restored: { session, store: emptyStore, discarded: false }, settings: settings(true) });

const multiAccounts: LoginAccount[] = [
  { CustomerID: 'CUST-1002', ContactID: 'CON-2003', FirstName: 'An', LastName: 'Peeters', CompanyName: 'Gemeente Oostkamp – Dienst Cultuur' },
  { CustomerID: 'CUST-1003', ContactID: 'CON-2004', FirstName: 'Directie', LastName: 'De Regenboog', CompanyName: 'Basisschool De Regenboog' },
  { CustomerID: 'CUST-1003', ContactID: 'CON-2005', FirstName: 'Secretariaat', LastName: 'De Regenboog', CompanyName: 'Basisschool De Regenboog' },
];

export const registry: RegisteredMachine[] = [
  {
    id: 'session',
    title: 'Sessie',
    description: 'The single owner of the session token: restore, anonymous token, sign in and out, refresh.',
    machine: sessionMachine,
    input: { appVersion: 'paths' },
    events: (snapshot) => {
      if (snapshot.matches('initialising')) {
        return [
          done('initialise', restored(null)),
          done('initialise', restored({ accountType: 'anonymous', data: { token } })),
          done('initialise', restored({ accountType: 'user', data: { token, account } })),
          done('initialise', { ...restored(null), settings: settings(false) }),
          failed('initialise'),
        ];
      }
      return [
        { type: 'LOGIN', login: { token, customerId: 'CUST-1001', contactId: 'CON-2001' } },
        { type: 'LOGOUT' },
        { type: 'TOKEN_REJECTED' },
        { type: 'TOKEN_EXPIRED' },
        { type: 'RETRY_REQUESTED' },
        { type: 'LOGOUT_DELAY_ELAPSED' },
        done('fetchAnonymousToken', token),
        failed('fetchAnonymousToken'),
        done('establishUserSession', { account, customer: { CustomerID: 'CUST-1001' }, cartId: null, warehouseId: 'WH-BRUGGE' }),
        failed('establishUserSession', { kind: 'not-found', status: 404, serverMessage: null, text: 'Klant niet gevonden' }),
        done('refreshToken', token),
        failed('refreshToken'),
      ];
    },
    serialize: (snapshot) => `${byValue(snapshot)}|${snapshot.context.token ? 'token' : 'none'}|${snapshot.context.settings?.AllowAnonymousShopUser}`,
  },
  {
    id: 'login',
    title: 'Aanmelden met identiteitskeuze',
    description: 'Log in with username or e-mail and password; a login with several accounts chooses a customer, then a contact.',
    machine: loginMachine,
    input: { queryToken: null, registerKey: null, status: null },
    alternativeInputs: [
      { queryToken: 'token-from-single-sign-on', registerKey: null, status: null },
      { queryToken: null, registerKey: 'DEMO-SLEUTEL-2026', status: null },
      { queryToken: null, registerKey: null, status: 'unauthorized' },
    ],
    secretContext: ['credentials'],
    events: () => [
      { type: 'SUBMITTED', credentials: { userName: 'multi@demo.test', password: 'Demo!2026' } },
      { type: 'SUBMITTED', credentials: { userName: '', password: '' } },
      { type: 'CUSTOMER_CHOSEN', customerId: 'CUST-1002' },
      { type: 'CUSTOMER_CHOSEN', customerId: 'CUST-1003' },
      { type: 'CONTACT_CHOSEN', contactId: 'CON-2005' },
      { type: 'CANCELLED' },
      done('authenticate', { token: null, accounts: multiAccounts }),
      done('authenticate', { token: null, accounts: multiAccounts.slice(1) }),
      done('authenticate', { token, accounts: [multiAccounts[0]] }),
      done('authenticate', { token: null, accounts: [] }),
      failed('authenticate', apiError('incorrect-details')),
      done('identifyToken', { token, account: multiAccounts[0] }),
      failed('identifyToken', apiError('unauthorized')),
      done('startSession', undefined),
      failed('startSession', apiError('not-found')),
    ],
    serialize: (snapshot) =>
      `${byValue(snapshot)}|${snapshot.context.accounts.length}|${snapshot.context.chosenCustomerId}|${snapshot.context.failure?.kind ?? ''}`,
  },
  {
    id: 'categories',
    title: 'Categorieën',
    description: 'The categories of the shop, loaded at start and again after each login or logout.',
    machine: categoriesMachine,
    events: () => [
      done('loadCategories', []),
      failed('loadCategories'),
      { type: 'RETRY_REQUESTED' },
      { type: 'RELOAD_REQUESTED' },
    ],
    serialize: byValue,
  },
  {
    id: 'accountDetails',
    title: 'Mijn gegevens',
    description: 'The signed-in contact and their organisation as the backend has them now.',
    machine: accountDetailsMachine,
    input: { customerId: 'CUST-1001', contactId: 'CON-2001' },
    events: () => [
      done('loadDetails', { customer: { CustomerID: 'CUST-1001' }, contact: { ContactID: 'CON-2001' } }),
      failed('loadDetails'),
      { type: 'RETRY_REQUESTED' },
    ],
    serialize: byValue,
  },
  {
    id: 'toasts',
    title: 'Meldingen (toasts)',
    description: 'Short messages that vanish after 4 seconds (an explicit timer event) or when closed.',
    machine: toastsMachine,
    // Two toasts at once show every transition; more would only make the paths endless.
    events: (snapshot) => [
      ...(snapshot.context.toasts.length < 2 ? [{ type: 'TOAST_REQUESTED', text: 'Opgeslagen', tone: 'success' }] : []),
      ...snapshot.context.toasts.flatMap((toast: { id: string }) => [
        { type: 'TOAST_DISMISSED', id: toast.id },
        { type: 'TOAST_TIMED_OUT', id: toast.id },
      ]),
    ],
    serialize: (snapshot) => `${byValue(snapshot)}|${snapshot.context.toasts.length}`,
  },
  {
    id: 'overlays',
    title: 'Dialogen',
    description: 'Alert and confirm dialogs; an overlay whose id is already open is rejected.',
    machine: overlaysMachine,
    events: () => [
      { type: 'OPEN_REQUESTED', overlay: { id: 'clear-cart', kind: 'confirm', title: 'Leegmaken?', message: 'Zeker?', confirmLabel: 'Ja', cancelLabel: 'Nee' } },
      { type: 'OPEN_REQUESTED', overlay: { id: 'cart-cleared', kind: 'alert', title: 'Winkelwagen', message: 'Leeg' } },
      { type: 'CLOSED', id: 'clear-cart', confirmed: true },
      { type: 'CLOSED', id: 'cart-cleared', confirmed: false },
    ],
    serialize: (snapshot) => `${byValue(snapshot)}|${snapshot.context.open.map((o: { id: string }) => o.id).join(',')}`,
  },
  {
    id: 'cookieConsent',
    title: 'Cookietoestemming',
    description: 'The cookie modal on a first visit; analytics loads only after consent; the choice is remembered.',
    machine: cookieConsentMachine,
    events: () => [
      done('readStoredChoice', null),
      done('readStoredChoice', { analytics: true }),
      failed('readStoredChoice'),
      { type: 'ALL_ACCEPTED' },
      { type: 'ESSENTIAL_ONLY_CHOSEN' },
      { type: 'CHOICE_SAVED', choice: { analytics: false } },
      { type: 'SETTINGS_REOPENED' },
    ],
    serialize: (snapshot) => `${byValue(snapshot)}|${JSON.stringify(snapshot.context.choice)}`,
  },
];

export function registeredMachine(id: string): RegisteredMachine {
  const entry = registry.find((e) => e.id === id);
  if (!entry) throw new Error(`No registered machine "${id}"; known: ${registry.map((e) => e.id).join(', ')}`);
  return entry;
}
