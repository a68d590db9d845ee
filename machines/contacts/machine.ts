import { assign, setup } from 'xstate';
import type { KnownPeople, ShopUser, SubAccount } from '../../src/domain/shop-user.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';
import { changesFor, loginOf, type PersonChange } from './rules.ts';

export type { ShopUser, SubAccount };

export interface ContactsInput {
  customerId: string;
  /** The signed-in user's own contact: never offered for deletion, blocking or hand-over. */
  ownContactId: string;
  /** The shop's page that sets a password: the invitation mail links to it with its code. */
  confirmUrl: string;
  /** The setting `DefaultRoleName`: the admin's role (spec 002 §1). */
  defaultRoleName: string;
  /**
   * The signed-in user is the admin. Only the admin manages the organisation's people (spec 002
   * §6); a sub user whom `ShopShowContactsFor` lets see the list changes only their own details.
   */
  isAdmin: boolean;
  /** The people as the list last read them (kept by the flow): shown at once while they are read again, if they are this organisation's. */
  known: KnownPeople | null;
}

/** Spec 002 §8: the list could not be read, a person could not be deleted, invited or their login saved. */
export type ContactsFailure = CallFailure<'load-failed' | 'delete-failed' | 'invite-failed' | 'save-failed'>;

/** A change that asks for a confirmation first: deleting the person, taking their login away, making them the admin. */
export type ConfirmedChange = 'delete' | 'revoke' | 'promote';

/** Everyone at once: the contacts with their logins (shop users) and the logins' state (sub accounts). */
export interface People {
  users: ShopUser[];
  logins: SubAccount[];
}

export interface ContactsContext extends ContactsInput, People {
  /** The person a confirmation is asked for, or whose change is under way. */
  target: ShopUser | null;
  /** What the confirmation asked for is about to do. */
  change: ConfirmedChange | null;
  /** Asked to delete a person: the articles in their open cart (null: none, or not known). */
  openCartItems: number | null;
  failure: ContactsFailure | null;
}

export type ContactsEvent =
  | { type: 'RETRY_REQUESTED' }
  | { type: 'DELETE_REQUESTED'; contactId: string }
  | { type: 'INVITE_REQUESTED'; contactId: string }
  | { type: 'REVOKE_REQUESTED'; contactId: string }
  | { type: 'PROMOTE_REQUESTED'; contactId: string }
  | { type: 'BLOCK_REQUESTED'; contactId: string }
  | { type: 'UNBLOCK_REQUESTED'; contactId: string }
  | { type: 'CONFIRMED' }
  | { type: 'CANCELLED' };

const userOf = (context: ContactsContext, contactId: string) => context.users.find((user) => user.ContactID === contactId) ?? null;
const offers = (context: ContactsContext, contactId: string, change: PersonChange) => {
  const user = userOf(context, contactId);
  return user !== null && changesFor(context, user).includes(change);
};
const targetLogin = (context: ContactsContext): SubAccount => loginOf(context.logins, context.target?.ContactID ?? '')!;
const loginCall = (context: ContactsContext) => {
  const login = targetLogin(context);
  return { ownContactId: context.ownContactId, userName: login.UserName, contactId: login.ContactID };
};

/** What a login call names: the caller's own contact, the login and the contact it serves. */
export interface LoginCall {
  ownContactId: string;
  userName: string;
  contactId: string;
}

/**
 * The contact persons and shop users of the organisation (spec 002 §2, §4, §7, §8): read with
 * their logins in one wave; invite one without a login; block or unblock a login; and, after a
 * confirmation, delete a person, take a login away or make another user the admin. Each change
 * reads the list again; handing the admin role over ends the list, which is for admins only.
 */
export const contactsMachine = setup({
  types: { context: {} as ContactsContext, events: {} as ContactsEvent, input: {} as ContactsInput },
  actors: {
    /** `GET v3/customer/customer/{id}/shop-users` and `GET v2/shop/authorization/{contactId}/subaccounts` in parallel. */
    loadPeople: call<People, { customerId: string; ownContactId: string }>(),
    /** `DELETE …/shop-users/{userId}`. */
    deleteUser: call<void, { customerId: string; contactId: string }>(),
    /** `GET …/shop-users/{userId}/cart`: the articles in the person's open cart; null when they have none. */
    readUserCart: call<number | null, { customerId: string; contactId: string }>(),
    /** `POST …/shop-users/{userId}`: names, e-mail address and the confirm page. */
    inviteUser: call<ShopUser, { customerId: string; user: ShopUser; confirmUrl: string }>(),
    /** `PATCH …/subaccounts/{userName}/{targetContactId}` with `Status`. */
    setLoginStatus: call<SubAccount, LoginCall & { status: 'Active' | 'LockedOut' }>(),
    /** `DELETE …/subaccounts/{userName}/{targetContactId}`: the contact stays, without login. */
    revokeLogin: call<void, LoginCall>(),
    /** `POST …/subaccounts/{userName}/{targetContactId}/promote`: the logins after the hand-over. */
    promoteLogin: call<SubAccount[], LoginCall>(),
  },
  actions: {
    announceDeleted: effect<{ user: ShopUser }>(),
    announceInvited: effect<{ user: ShopUser }>(),
    announceRevoked: effect<{ user: ShopUser }>(),
    announceBlocked: effect<{ user: ShopUser; blocked: boolean }>(),
    /** The signed-in admin is a sub user from now on: the session learns it and the page leaves the list. */
    announcePromoted: effect<{ user: ShopUser; ownRoleName: string }>(),
    announceFailure: effect<{ failure: ContactsFailure }>(),
    /** Keeps the people read, so the list shows at once the next time it opens. */
    rememberPeople: effect<{ people: People }>(),
    takePeople: assign((_, people: People) => ({ ...people, failure: null })),
    aim: assign(({ context }, params: { contactId: string; change: ConfirmedChange | null }) => ({ target: userOf(context, params.contactId), change: params.change })),
    release: assign({ target: null, change: null, openCartItems: null }),
    keepOpenCart: assign((_, openCartItems: number | null) => ({ openCartItems })),
    rememberFailure: assign((_, failure: ContactsFailure) => ({ failure })),
  },
  guards: {
    mayDeleteIt: ({ context }, contactId: string) => offers(context, contactId, 'delete'),
    mayInviteIt: ({ context }, contactId: string) => offers(context, contactId, 'invite'),
    mayRevokeIt: ({ context }, contactId: string) => offers(context, contactId, 'revoke'),
    mayBlockIt: ({ context }, contactId: string) => offers(context, contactId, 'block'),
    mayUnblockIt: ({ context }, contactId: string) => offers(context, contactId, 'unblock'),
    mayPromoteIt: ({ context }, contactId: string) => offers(context, contactId, 'promote'),
    confirmsDelete: ({ context }) => context.change === 'delete',
    confirmsRevoke: ({ context }) => context.change === 'revoke',
  },
}).createMachine({
  id: 'contacts',
  description:
    'De contactpersonen en gebruikers van de organisatie met hun logins: lezen, iemand zonder login uitnodigen, een login blokkeren of deblokkeren, en na bevestiging iemand verwijderen, een login intrekken of iemand beheerder maken.',
  context: ({ input }) => {
    const known = input.known?.customerId === input.customerId ? input.known : null;
    return { ...input, users: known?.users ?? [], logins: known?.logins ?? [], target: null, change: null, openCartItems: null, failure: null };
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPeople',
        id: 'loadPeople',
        input: ({ context }) => ({ customerId: context.customerId, ownContactId: context.ownContactId }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'takePeople', params: ({ event }) => event.output },
            { type: 'rememberPeople', params: ({ event }) => ({ people: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('load-failed', event.error) } },
      },
    },
    failed: {
      description: 'De lijst kon niet gelezen worden: de pagina zegt het en laat opnieuw proberen.',
      on: { RETRY_REQUESTED: 'loading' },
    },
    ready: {
      on: {
        DELETE_REQUESTED: {
          guard: { type: 'mayDeleteIt', params: ({ event }) => event.contactId },
          target: 'confirming',
          actions: { type: 'aim', params: ({ event }) => ({ contactId: event.contactId, change: 'delete' as const }) },
        },
        REVOKE_REQUESTED: {
          guard: { type: 'mayRevokeIt', params: ({ event }) => event.contactId },
          target: 'confirming',
          actions: { type: 'aim', params: ({ event }) => ({ contactId: event.contactId, change: 'revoke' as const }) },
        },
        PROMOTE_REQUESTED: {
          guard: { type: 'mayPromoteIt', params: ({ event }) => event.contactId },
          target: 'confirming',
          actions: { type: 'aim', params: ({ event }) => ({ contactId: event.contactId, change: 'promote' as const }) },
        },
        INVITE_REQUESTED: {
          guard: { type: 'mayInviteIt', params: ({ event }) => event.contactId },
          target: 'inviting',
          actions: { type: 'aim', params: ({ event }) => ({ contactId: event.contactId, change: null }) },
        },
        BLOCK_REQUESTED: {
          guard: { type: 'mayBlockIt', params: ({ event }) => event.contactId },
          target: 'blocking',
          actions: { type: 'aim', params: ({ event }) => ({ contactId: event.contactId, change: null }) },
        },
        UNBLOCK_REQUESTED: {
          guard: { type: 'mayUnblockIt', params: ({ event }) => event.contactId },
          target: 'unblocking',
          actions: { type: 'aim', params: ({ event }) => ({ contactId: event.contactId, change: null }) },
        },
      },
    },
    confirming: {
      description: 'Verwijderen, een login intrekken en iemand beheerder maken vragen eerst een bevestiging.',
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'confirmsDelete', target: 'readingCart' }, { target: 'asking' }],
        },
        readingCart: {
          description: 'Wie verwijderd wordt, heeft misschien nog een winkelwagen open: de vraag zegt hoeveel artikelen erin staan.',
          invoke: {
            src: 'readUserCart',
            id: 'readUserCart',
            input: ({ context }) => ({ customerId: context.customerId, contactId: context.target?.ContactID ?? '' }),
            onDone: { target: 'asking', actions: { type: 'keepOpenCart', params: ({ event }) => event.output } },
            onError: 'asking',
          },
        },
        asking: {},
      },
      on: {
        CONFIRMED: [{ guard: 'confirmsDelete', target: 'deleting' }, { guard: 'confirmsRevoke', target: 'revoking' }, { target: 'promoting' }],
        CANCELLED: { target: 'ready', actions: 'release' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        src: 'deleteUser',
        id: 'deleteUser',
        input: ({ context }) => ({ customerId: context.customerId, contactId: context.target?.ContactID ?? '' }),
        onDone: { target: 'loading', actions: [{ type: 'announceDeleted', params: ({ context }) => ({ user: context.target! }) }, 'release'] },
        onError: {
          target: 'ready',
          actions: [{ type: 'announceFailure', params: ({ event }) => ({ failure: callFailure('delete-failed', event.error) }) }, 'release'],
        },
      },
    },
    revoking: {
      tags: ['busy'],
      invoke: {
        src: 'revokeLogin',
        id: 'revokeLogin',
        input: ({ context }) => loginCall(context),
        onDone: { target: 'loading', actions: [{ type: 'announceRevoked', params: ({ context }) => ({ user: context.target! }) }, 'release'] },
        onError: {
          target: 'ready',
          actions: [{ type: 'announceFailure', params: ({ event }) => ({ failure: callFailure('delete-failed', event.error) }) }, 'release'],
        },
      },
    },
    promoting: {
      tags: ['busy'],
      invoke: {
        src: 'promoteLogin',
        id: 'promoteLogin',
        input: ({ context }) => loginCall(context),
        onDone: {
          target: 'handedOver',
          actions: {
            type: 'announcePromoted',
            params: ({ context, event }) => ({ user: context.target!, ownRoleName: loginOf(event.output, context.ownContactId)?.RoleName ?? '' }),
          },
        },
        onError: {
          target: 'ready',
          actions: [{ type: 'announceFailure', params: ({ event }) => ({ failure: callFailure('save-failed', event.error) }) }, 'release'],
        },
      },
    },
    handedOver: {
      type: 'final',
      description: 'De andere gebruiker is nu beheerder; wie de lijst opende is gebruiker en verlaat ze.',
    },
    inviting: {
      tags: ['busy'],
      invoke: {
        src: 'inviteUser',
        id: 'inviteUser',
        input: ({ context }) => ({ customerId: context.customerId, user: context.target!, confirmUrl: context.confirmUrl }),
        onDone: { target: 'loading', actions: [{ type: 'announceInvited', params: ({ context }) => ({ user: context.target! }) }, 'release'] },
        onError: {
          target: 'ready',
          actions: [{ type: 'announceFailure', params: ({ event }) => ({ failure: callFailure('invite-failed', event.error) }) }, 'release'],
        },
      },
    },
    blocking: {
      tags: ['busy'],
      invoke: {
        src: 'setLoginStatus',
        id: 'block',
        input: ({ context }) => ({ ...loginCall(context), status: 'LockedOut' as const }),
        onDone: { target: 'loading', actions: [{ type: 'announceBlocked', params: ({ context }) => ({ user: context.target!, blocked: true }) }, 'release'] },
        onError: {
          target: 'ready',
          actions: [{ type: 'announceFailure', params: ({ event }) => ({ failure: callFailure('save-failed', event.error) }) }, 'release'],
        },
      },
    },
    unblocking: {
      tags: ['busy'],
      invoke: {
        src: 'setLoginStatus',
        id: 'unblock',
        input: ({ context }) => ({ ...loginCall(context), status: 'Active' as const }),
        onDone: { target: 'loading', actions: [{ type: 'announceBlocked', params: ({ context }) => ({ user: context.target!, blocked: false }) }, 'release'] },
        onError: {
          target: 'ready',
          actions: [{ type: 'announceFailure', params: ({ event }) => ({ failure: callFailure('save-failed', event.error) }) }, 'release'],
        },
      },
    },
  },
});
