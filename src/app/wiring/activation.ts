import { createActivationActors } from '../../../machines/activation/actors.ts';
import { activationMachine } from '../../../machines/activation/machine.ts';
import type { ShopServices } from '../environment.ts';

/** The activation with its call; the page itself remembers the outcome (it owns the address bar). */
export function activationLogic({ api }: Pick<ShopServices, 'api'>) {
  return activationMachine.provide({ actors: createActivationActors(api) });
}
