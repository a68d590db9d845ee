import { assign, setup } from 'xstate';
import type { SessionToken } from '../../src/domain/stored-session.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

/** One customer + contact pair a login may act for (spec 002 §3). */
export interface LoginAccount {
  CustomerID: string;
  ContactID: string;
  FirstName: string;
  LastName: string;
  CompanyName: string;
}

export interface Credentials {
  userName: string;
  password: string;
}

export interface LoginAnswer {
  /** Null when the login holds several accounts and none was chosen yet. */
  token: SessionToken | null;
  accounts: LoginAccount[];
}

export interface LoginInput {
  /** `token` of the login query: logs in directly. */
  queryToken: string | null;
  /** `registerKey` of the login query: goes to register carrying it. */
  registerKey: string | null;
  /** `status` of the login query; an unauthorised status sends the user to register. */
  status: string | null;
}

export type LoginFailure =
  | { kind: 'missing-fields'; fields: ('userName' | 'password')[] }
  /** The login answered no account to act for: not linked to an approved organisation. */
  | { kind: 'no-account' }
  | CallFailure<'refused' | 'token-login-failed' | 'session-failed'>;

export interface SignedInIdentity {
  token: SessionToken;
  account: LoginAccount;
}

export interface LoginContext {
  credentials: Credentials;
  /** The token and account a successful login answered, until the session has taken them. */
  identity: SignedInIdentity | null;
  accounts: LoginAccount[];
  chosenCustomerId: string | null;
  failure: LoginFailure | null;
  queryToken: string | null;
  registerKey: string | null;
  status: string | null;
}

export type LoginEvent =
  | { type: 'SUBMITTED'; credentials: Credentials }
  | { type: 'CUSTOMER_CHOSEN'; customerId: string }
  | { type: 'CONTACT_CHOSEN'; contactId: string }
  | { type: 'CANCELLED' };

/** The login status that means "not allowed here yet": the visitor registers instead. */
const UNAUTHORIZED_STATUS = 'unauthorized';

export function customersOf(accounts: LoginAccount[]): LoginAccount[] {
  const seen = new Set<string>();
  return accounts.filter((a) => (seen.has(a.CustomerID) ? false : (seen.add(a.CustomerID), true)));
}

export function contactsOf(accounts: LoginAccount[], customerId: string | null): LoginAccount[] {
  return accounts.filter((a) => a.CustomerID === customerId);
}

function identityFrom(answer: LoginAnswer, account: LoginAccount | undefined): SignedInIdentity | null {
  return answer.token && account ? { token: answer.token, account } : null;
}

const onlyCustomerId = (accounts: LoginAccount[]) => {
  const customers = customersOf(accounts);
  return customers.length === 1 ? customers[0]!.CustomerID : null;
};

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    /** `_login`; with an account chosen it answers a token bound to that account. */
    authenticate: call<LoginAnswer, { credentials: Credentials; account: LoginAccount | null }>(),
    /** Reads who a token from the login query belongs to. */
    identifyToken: call<{ token: SessionToken; account: LoginAccount }, { accessToken: string }>(),
    /** Hands the token to the session machine and waits until it is signed in (or failed). */
    startSession: call<void, { token: SessionToken; account: LoginAccount }>(),
  },
  actions: {
    /** To registration, with the register key of the login query when it had one. */
    goToRegister: effect<{ registerKey: string | null }>(),
    /** After a login: back to where the visitor was going, else the default route. */
    goToReturnRoute: effect(),
    /** A failed login from the query token also logs out (spec 002 §4). */
    logOut: effect(),
    rememberFailure: assign((_, failure: LoginFailure) => ({ failure })),
    /** The query token is used once: it is not kept after it was tried. */
    dropQueryToken: assign({ queryToken: null }),
    keepIdentity: assign((_, identity: SignedInIdentity | null) => ({ identity })),
    dropIdentity: assign({ identity: null }),
    startAttempt: assign((_, credentials: Credentials) => ({ credentials, failure: null, accounts: [], chosenCustomerId: null })),
    refuseIncomplete: assign((_, credentials: Credentials) => ({
      credentials,
      failure: {
        kind: 'missing-fields' as const,
        fields: [...(credentials.userName.trim() === '' ? (['userName'] as const) : []), ...(credentials.password === '' ? (['password'] as const) : [])],
      },
    })),
    /** Several accounts: the only customer is chosen already when there is just one. */
    offerAccounts: assign((_, accounts: LoginAccount[]) => ({ accounts, chosenCustomerId: onlyCustomerId(accounts) })),
    chooseCustomer: assign((_, customerId: string) => ({ chosenCustomerId: customerId })),
    /** The chosen contact is the one account left to log in as. */
    chooseContact: assign(({ context }, contactId: string) => ({
      accounts: context.accounts.filter((a) => a.ContactID === contactId && a.CustomerID === context.chosenCustomerId),
    })),
    dropAccounts: assign({ accounts: [], chosenCustomerId: null }),
  },
  guards: {
    hasRegisterKey: ({ context }) => context.registerKey !== null,
    isUnauthorizedStatus: ({ context }) => context.status === UNAUTHORIZED_STATUS,
    hasQueryToken: ({ context }) => context.queryToken !== null,
    credentialsComplete: ({ event }) =>
      event.type === 'SUBMITTED' && event.credentials.userName.trim() !== '' && event.credentials.password !== '',
    holdsSeveralAccounts: (_, params: { answer: LoginAnswer }) => params.answer.token === null && params.answer.accounts.length > 1,
    isBoundToAnAccount: (_, params: { answer: LoginAnswer }) => params.answer.token !== null && params.answer.accounts.length > 0,
    severalCustomers: ({ context }) => customersOf(context.accounts).length > 1,
    isContactOfChosenCustomer: ({ context, event }) =>
      event.type === 'CONTACT_CHOSEN' && contactsOf(context.accounts, context.chosenCustomerId).some((a) => a.ContactID === event.contactId),
    severalContactsOfChosenCustomer: ({ context, event }) =>
      event.type === 'CUSTOMER_CHOSEN' && contactsOf(context.accounts, event.customerId).length > 1,
  },
}).createMachine({
  id: 'login',
  description: 'Aanmelden met gebruikersnaam of e-mailadres en wachtwoord, met de keuze van een klant en contactpersoon als de login er meerdere heeft.',
  context: ({ input }) => ({
    credentials: { userName: '', password: '' },
    identity: null,
    accounts: [],
    chosenCustomerId: null,
    failure: null,
    queryToken: input.queryToken,
    registerKey: input.registerKey,
    status: input.status,
  }),
  initial: 'readingQuery',
  states: {
    readingQuery: {
      always: [
        { guard: 'hasRegisterKey', target: 'redirectedToRegister' },
        { guard: 'isUnauthorizedStatus', target: 'redirectedToRegister' },
        { guard: 'hasQueryToken', target: 'identifyingQueryToken' },
        { target: 'editing' },
      ],
    },
    redirectedToRegister: { type: 'final', entry: { type: 'goToRegister', params: ({ context }) => ({ registerKey: context.registerKey }) } },
    identifyingQueryToken: {
      tags: ['submitting'],
      invoke: {
        id: 'identifyToken',
        src: 'identifyToken',
        input: ({ context }) => ({ accessToken: context.queryToken ?? '' }),
        onDone: { target: 'startingSession', actions: ['dropQueryToken', { type: 'keepIdentity', params: ({ event }) => event.output }] },
        onError: {
          target: 'editing',
          actions: ['dropQueryToken', { type: 'rememberFailure', params: ({ event }) => callFailure('token-login-failed', event.error) }, 'logOut'],
        },
      },
    },
    editing: {
      description: 'LOGIN: het formulier. Een weigering toont haar eigen melding (onjuist, niet goedgekeurd, geblokkeerd, niet gekoppeld).',
      on: {
        SUBMITTED: [
          { guard: 'credentialsComplete', target: 'authenticating', actions: { type: 'startAttempt', params: ({ event }) => event.credentials } },
          { actions: { type: 'refuseIncomplete', params: ({ event }) => event.credentials } },
        ],
      },
    },
    authenticating: {
      tags: ['submitting'],
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        input: ({ context }) => ({ credentials: context.credentials, account: null }),
        onDone: [
          {
            guard: { type: 'holdsSeveralAccounts', params: ({ event }) => ({ answer: event.output }) },
            target: 'identityPicker',
            actions: { type: 'offerAccounts', params: ({ event }) => event.output.accounts },
          },
          {
            guard: { type: 'isBoundToAnAccount', params: ({ event }) => ({ answer: event.output }) },
            target: 'startingSession',
            actions: { type: 'keepIdentity', params: ({ event }) => identityFrom(event.output, event.output.accounts[0]) },
          },
          { target: 'editing', actions: { type: 'rememberFailure', params: { kind: 'no-account' } } },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'rememberFailure', params: ({ event }) => callFailure('refused', event.error) },
        },
      },
    },
    identityPicker: {
      description: 'IDENTITY_PICKER: de klant wordt enkel gevraagd als er meerdere zijn; is er maar één contactpersoon, dan wordt die automatisch gekozen.',
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'severalCustomers', target: 'choosingCustomer' }, { target: 'choosingContact' }],
        },
        choosingCustomer: {
          on: {
            CUSTOMER_CHOSEN: [
              {
                guard: 'severalContactsOfChosenCustomer',
                target: 'choosingContact',
                actions: { type: 'chooseCustomer', params: ({ event }) => event.customerId },
              },
              { target: 'authenticatingChosen', actions: { type: 'chooseCustomer', params: ({ event }) => event.customerId } },
            ],
          },
        },
        choosingContact: {
          on: {
            CONTACT_CHOSEN: {
              guard: 'isContactOfChosenCustomer',
              target: 'authenticatingChosen',
              actions: { type: 'chooseContact', params: ({ event }) => event.contactId },
            },
          },
        },
        authenticatingChosen: {
          tags: ['submitting'],
          invoke: {
            id: 'authenticate',
            src: 'authenticate',
            input: ({ context }) => ({
              credentials: context.credentials,
              account: contactsOf(context.accounts, context.chosenCustomerId)[0] ?? null,
            }),
            onDone: [
              {
                guard: { type: 'isBoundToAnAccount', params: ({ event }) => ({ answer: event.output }) },
                target: '#login.startingSession',
                actions: {
                  type: 'keepIdentity',
                  params: ({ context, event }) => identityFrom(event.output, contactsOf(context.accounts, context.chosenCustomerId)[0]),
                },
              },
              { target: '#login.editing', actions: { type: 'rememberFailure', params: { kind: 'no-account' } } },
            ],
            onError: {
              target: '#login.editing',
              actions: { type: 'rememberFailure', params: ({ event }) => callFailure('refused', event.error) },
            },
          },
        },
      },
      on: {
        CANCELLED: { target: 'editing', actions: 'dropAccounts' },
      },
    },
    startingSession: {
      tags: ['submitting'],
      invoke: {
        id: 'startSession',
        src: 'startSession',
        input: ({ context }) => {
          if (!context.identity) throw new Error('startingSession is entered with an identity only');
          return context.identity;
        },
        onDone: { target: 'loggedIn', actions: 'dropIdentity' },
        onError: {
          target: 'editing',
          actions: ['dropIdentity', { type: 'rememberFailure', params: ({ event }) => callFailure('session-failed', event.error) }],
        },
      },
    },
    loggedIn: { type: 'final', entry: 'goToReturnRoute' },
  },
});
