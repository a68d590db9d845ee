import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import type { AssociationSearchEmitted } from '../../../machines/association-search/machine.ts';
import { demoShop, settledSession } from '../../../tests/support/shop.ts';
import { associationSearchLogic } from './association-search.ts';

describe('the association search as the shop wires it', () => {
  it('searches the register for a visitor without an account and hands the chosen organisation on', async () => {
    const { services } = demoShop(createDemoApi());
    await settledSession(services);
    const search = createActor(associationSearchLogic(services), { input: { chosen: null } });
    const emitted: AssociationSearchEmitted[] = [];
    search.on('*', (event) => emitted.push(event));
    search.start();

    search.send({ type: 'TEXT_TYPED', text: 'ieper' });
    search.send({ type: 'SEARCH_DEBOUNCE_ELAPSED' });
    const found = await waitFor(search, (s) => s.matches({ search: 'results' }));
    expect(found.context.results.map((a) => a.name)).toEqual(['Sportclub Ieper-Noord']);

    search.send({ type: 'RESULT_CHOSEN', vCode: 'V0008345' });
    expect(emitted).toEqual([
      {
        type: 'ASSOCIATION_CHOSEN',
        association: {
          vCode: 'V0008345',
          name: 'Sportclub Ieper-Noord',
          businessNumber: '0445.239.896',
          address: { street: 'Bruggestraat', houseNumber: '60', zipCode: '8904', city: 'Ieper', countryId: 'be' },
        },
      },
    ]);
  });
});
