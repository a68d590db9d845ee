import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { categoriesMachine } from './machine.ts';

export const categoriesFlow: RegisteredMachine = {
  id: 'categories',
  title: 'Categorieën',
  description: 'The categories of the shop, loaded at start and again after each login or logout.',
  machine: categoriesMachine,
  events: () => [
    done('loadCategories', []),
    failed('loadCategories'),
    { type: 'RETRY_REQUESTED' },
    { type: 'RELOAD_REQUESTED' },
  ],
  serialize: byValue,
};
