import { fromPromise } from 'xstate';
import type { ShopClient } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/client.ts';
import type { Language } from '../../src/domain/language.ts';

export interface ResetMailOptions {
  /** The absolute address of this shop's reset page: the mail links to it with the code. */
  resetPageUrl: string;
  /** The reader's language: the mail is written in it. */
  language: () => Language;
}

/** The request for a reset mail. */
export function createLostPasswordActors(api: ShopClient, { resetPageUrl, language }: ResetMailOptions) {
  return {
    requestResetMail: fromPromise<void, { email: string }>(async ({ input, signal }) => {
      await unwrap(api.POST('/v2/shop/authorization/lostpassword', { body: { Email: input.email, LanguageID: language(), URL: resetPageUrl }, signal }));
    }),
  };
}
