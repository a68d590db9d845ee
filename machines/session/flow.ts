import { sampleReceipt } from '../checkout/samples.ts';
import { DEFAULT_STYLE_SETTINGS } from '../../src/domain/style-settings.ts';
import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { sessionMachine } from './machine.ts';
import { sampleAccount as account, sampleToken as token } from './samples.ts';

const settings = (allowAnonymous: boolean) => ({ AllowAnonymousShopUser: allowAnonymous });
const emptyStore = { version: 'paths', cartId: null, pending: {} };
const restored = (session: unknown) => ({ restored: { session, store: emptyStore, discarded: false }, settings: settings(true), style: DEFAULT_STYLE_SETTINGS });
/** What another tab may have stored: a login (or its refreshed token), a visitor's token, a logout. */
const otherTab = (session: unknown) => ({ type: 'STORAGE_CHANGED', restored: { session, store: emptyStore, discarded: false } });
const otherToken = { ...token, accessToken: 'token-of-another-tab' };

export const sessionFlow: RegisteredMachine = {
  id: 'session',
  title: 'Sessie',
  description: 'De enige eigenaar van het sessietoken: herstellen, anoniem token, aan- en afmelden, vernieuwen.',
  machine: sessionMachine,
  input: { appVersion: 'paths' },
  secretContext: ['registrationPassword'],
  events: (snapshot) => {
    if (snapshot.matches('initialising')) {
      return [
        done('initialise', restored(null)),
        done('initialise', restored({ accountType: 'anonymous', data: { token } })),
        done('initialise', restored({ accountType: 'user', data: { token, account } })),
        done('initialise', { ...restored(null), settings: settings(false) }),
        done('initialise', { ...restored(null), neutral: true }),
        failed('initialise'),
      ];
    }
    return [
      { type: 'LOGIN_REQUESTED', login: { token, customerId: 'CUST-1001', contactId: 'CON-2001' } },
      { type: 'LOGOUT_REQUESTED' },
      { type: 'TOKEN_REJECTED' },
      otherTab({ accountType: 'user', data: { token: otherToken, account } }),
      otherTab({ accountType: 'anonymous', data: { token: otherToken } }),
      otherTab(null),
      { type: 'RETRY_REQUESTED' },
      { type: 'LOGOUT_DELAY_ELAPSED' },
      { type: 'PAGE_HYDRATED' },
      done('resume', restored(null)),
      done('resume', restored({ accountType: 'user', data: { token, account } })),
      { type: 'CART_CHANGED', cartId: 'CART-5001' },
      { type: 'ACCOUNT_CHANGED', change: { contactId: account.ContactID, names: { FirstName: 'Lotte', LastName: 'Peeters' }, customer: null } },
      { type: 'REGISTRATION_PASSWORD_CHOSEN', password: 'Nieuw!2026' },
      { type: 'PENDING_CHANGED', patch: { warehouseId: 'WH-BRUGGE', deliveryId: 'PICKUP', period: { from: '2026-12-11', to: '2026-12-13' } } },
      {
        type: 'ORDER_COMPLETED',
        receipt: sampleReceipt,
      },
      done('fetchAnonymousToken', token),
      failed('fetchAnonymousToken'),
      done('establishUserSession', { account, customer: { CustomerID: 'CUST-1001' }, cartId: null, warehouseId: 'WH-BRUGGE' }),
      failed('establishUserSession', { kind: 'not-found', status: 404, serverMessage: null }),
      done('refreshToken', token),
      failed('refreshToken'),
    ];
  },
  serialize: (snapshot) => `${byValue(snapshot)}|${snapshot.context.token ? 'token' : 'none'}|${snapshot.context.settings?.AllowAnonymousShopUser}`,
};
