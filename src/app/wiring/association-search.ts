import { createAssociationSearchActors } from '../../../machines/association-search/actors.ts';
import { associationSearchMachine } from '../../../machines/association-search/machine.ts';
import type { ShopServices } from '../environment.ts';

/** The association register search of the non-profit registration; what is chosen goes to the form as an emitted event. */
export function associationSearchLogic({ api }: Pick<ShopServices, 'api'>) {
  return associationSearchMachine.provide({ actors: createAssociationSearchActors(api) });
}
