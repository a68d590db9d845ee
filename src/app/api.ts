import { createShopClient, type ShopClient } from '../api/client.ts';
import type { TokenProvider } from '../api/auth.ts';
import { API_BASE_URL } from './config.ts';

/**
 * Until the session machine owns the token (issue #3), the shop calls anonymously: a token
 * provider without a token that cannot refresh.
 */
const noSession: TokenProvider = { current: () => null, refresh: async () => null };

export const api: ShopClient = createShopClient({
  baseUrl: new URL(API_BASE_URL, window.location.origin).toString(),
  tokens: noSession,
  language: () => 'nl',
  identity: () => null,
});
