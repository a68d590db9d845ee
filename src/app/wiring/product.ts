import { createProductActors } from '../../../machines/product/actors.ts';
import { productMachine } from '../../../machines/product/machine.ts';
import type { ShopServices } from '../services.ts';

export function productLogic({ api }: Pick<ShopServices, 'api'>) {
  return productMachine.provide({ actors: createProductActors(api) });
}
