import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

export type ShopUser = components['schemas']['ShopUser'];

export interface ContactsInput {
  customerId: string;
  /** The signed-in user's own contact: never offered for deletion. */
  ownContactId: string;
  /** The shop's page that sets a password: the invitation mail links to it with its code. */
  confirmUrl: string;
}

/** Spec 002 §8: the list could not be read, a person could not be deleted or invited. */
export type ContactsFailure = CallFailure<'load-failed' | 'delete-failed' | 'invite-failed'>;

export interface ContactsContext extends ContactsInput {
  users: ShopUser[];
  /** The person a confirmation is asked for, or whose change is under way. */
  target: ShopUser | null;
  failure: ContactsFailure | null;
}

export type ContactsEvent =
  | { type: 'RETRY_REQUESTED' }
  | { type: 'DELETE_REQUESTED'; contactId: string }
  | { type: 'INVITE_REQUESTED'; contactId: string }
  | { type: 'CONFIRMED' }
  | { type: 'CANCELLED' };

/** Spec 002 §4 "Shop user list": invite only a contact without a login. */
export const mayInvite = (user: ShopUser): boolean => !user.HasUserAccount;
/** Spec 002 §8: the signed-in user cannot delete themself. */
export const mayDelete = (user: ShopUser, ownContactId: string): boolean => user.ContactID !== ownContactId;

const userOf = (context: ContactsContext, contactId: string) => context.users.find((user) => user.ContactID === contactId) ?? null;

/**
 * The contact persons and shop users of the organisation (spec 002 §2, §4, §8): read, invite
 * one without a login, delete one after a confirmation. Each change reads the list again.
 */
export const contactsMachine = setup({
  types: { context: {} as ContactsContext, events: {} as ContactsEvent, input: {} as ContactsInput },
  actors: {
    /** `GET v3/customer/customer/{id}/shop-users`. */
    loadUsers: call<ShopUser[], { customerId: string }>(),
    /** `DELETE …/shop-users/{userId}`. */
    deleteUser: call<void, { customerId: string; contactId: string }>(),
    /** `POST …/shop-users/{userId}`: names, e-mail address and the confirm page. */
    inviteUser: call<ShopUser, { customerId: string; user: ShopUser; confirmUrl: string }>(),
  },
  actions: {
    announceDeleted: effect<{ user: ShopUser }>(),
    announceInvited: effect<{ user: ShopUser }>(),
    announceFailure: effect<{ failure: ContactsFailure }>(),
    takeUsers: assign((_, users: ShopUser[]) => ({ users, failure: null })),
    aim: assign(({ context }, contactId: string) => ({ target: userOf(context, contactId) })),
    release: assign({ target: null }),
    rememberFailure: assign((_, failure: ContactsFailure) => ({ failure })),
  },
  guards: {
    mayDeleteIt: ({ context }, contactId: string) => {
      const user = userOf(context, contactId);
      return user !== null && mayDelete(user, context.ownContactId);
    },
    mayInviteIt: ({ context }, contactId: string) => {
      const user = userOf(context, contactId);
      return user !== null && mayInvite(user);
    },
  },
}).createMachine({
  id: 'contacts',
  description: 'De contactpersonen en gebruikers van de organisatie: lezen, iemand zonder login uitnodigen, iemand verwijderen na bevestiging.',
  context: ({ input }) => ({ ...input, users: [], target: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadUsers',
        id: 'loadUsers',
        input: ({ context }) => ({ customerId: context.customerId }),
        onDone: { target: 'ready', actions: { type: 'takeUsers', params: ({ event }) => event.output } },
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
          target: 'confirmingDelete',
          actions: { type: 'aim', params: ({ event }) => event.contactId },
        },
        INVITE_REQUESTED: {
          guard: { type: 'mayInviteIt', params: ({ event }) => event.contactId },
          target: 'inviting',
          actions: { type: 'aim', params: ({ event }) => event.contactId },
        },
      },
    },
    confirmingDelete: {
      description: 'Verwijderen vraagt eerst een bevestiging.',
      on: { CONFIRMED: 'deleting', CANCELLED: { target: 'ready', actions: 'release' } },
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
  },
});
