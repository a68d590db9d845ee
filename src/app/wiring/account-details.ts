import { createAccountDetailsActors } from '../../../machines/account-details/actors.ts';
import { accountDetailsMachine } from '../../../machines/account-details/machine.ts';
import type { ShopServices } from '../services.ts';

export function accountDetailsLogic({ api }: Pick<ShopServices, 'api'>) {
  return accountDetailsMachine.provide({ actors: createAccountDetailsActors(api) });
}
