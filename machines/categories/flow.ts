import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { categoriesMachine } from './machine.ts';

export const categoriesFlow: RegisteredMachine = {
  id: 'categories',
  title: 'Categorieën',
  description: 'De categorieën van de winkel, geladen bij het opstarten en opnieuw na elke aan- of afmelding.',
  machine: categoriesMachine,
  events: () => [
    done('loadCategories', []),
    failed('loadCategories'),
    { type: 'RETRY_REQUESTED' },
    { type: 'RELOAD_REQUESTED' },
  ],
  serialize: byValue,
};
