import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ApiError } from '../../src/api/errors.ts';
import { asApiError } from '../../src/api/errors.ts';

export type Cart = components['schemas']['Cart'];

export interface CartContext {
  /** The session's cart, as the session store holds it. */
  cartId: string | null;
  cart: Cart | null;
  failure: ApiError | null;
}

export type CartEvent =
  /** The session store's cart changed: a cart was made, copied at login, or cleared. */
  | { type: 'CART_ID_CHANGED'; cartId: string | null }
  /** Lines were added or changed elsewhere: read the cart again. */
  | { type: 'REFRESH_REQUESTED' };

/**
 * The session's cart as the backend answers it now, for the cart button's count (and, later, the
 * cart page). Spec 001 §4: a cart that cannot be fetched is cleared.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    loadCart: fromPromise<Cart, { cartId: string }>(() => Promise.reject(new Error('provided by the app'))),
  },
  actions: {
    /** Removes the cart from the session store. */
    forgetCart: () => {},
  },
  guards: {
    namesCart: ({ event }) => event.type === 'CART_ID_CHANGED' && event.cartId !== null,
  },
}).createMachine({
  id: 'cart',
  description: "The session's cart: loaded when the session has one, read again after a change.",
  context: { cartId: null, cart: null, failure: null },
  initial: 'withoutCart',
  states: {
    withoutCart: {
      description: 'The session holds no cart: the count is 0.',
    },
    loading: {
      tags: ['loading'],
      // A change made while the cart was being read may be missing from the answer: read again.
      on: { REFRESH_REQUESTED: { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: ({ context }) => ({ cartId: context.cartId ?? '' }),
        onDone: { target: 'loaded', actions: assign({ cart: ({ event }) => event.output, failure: null }) },
        onError: {
          target: 'withoutCart',
          description: 'A cart that cannot be fetched is cleared (spec 001 §4).',
          actions: [assign({ cartId: null, cart: null, failure: ({ event }) => asApiError(event.error) }), 'forgetCart'],
        },
      },
    },
    loaded: {
      on: { REFRESH_REQUESTED: 'loading' },
    },
  },
  on: {
    CART_ID_CHANGED: [
      { guard: 'namesCart', target: '.loading', reenter: true, actions: assign({ cartId: ({ event }) => event.cartId }) },
      { target: '.withoutCart', actions: assign({ cartId: null, cart: null }) },
    ],
  },
});
