import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createDemoApi } from '../../../demo-api/app.ts';
import type { CompanyLookupEmitted } from '../../../machines/company-lookup/machine.ts';
import { SAMPLE_INACTIVE_COMPANY } from '../../../machines/company-lookup/samples.ts';
import { demoShop, settledSession } from '../../../tests/support/shop.ts';
import { companyLookupLogic } from './company-lookup.ts';

describe('the company-registry look-up as the shop wires it', () => {
  it('looks up an establishment for a visitor without an account and hands its enterprise on, inactive as it is', async () => {
    const { services } = demoShop(createDemoApi());
    await settledSession(services);
    const lookup = createActor(companyLookupLogic(services), { input: { number: '' } });
    const emitted: CompanyLookupEmitted[] = [];
    lookup.on('*', (event) => emitted.push(event));
    lookup.start();

    lookup.send({ type: 'NUMBER_TYPED', number: '2.098.765.442' });
    lookup.send({ type: 'LOOKUP_REQUESTED' });
    const settled = await waitFor(lookup, (s) => !s.hasTag('loading'));
    expect(settled.matches({ ready: 'inactive' })).toBe(true);
    expect(emitted).toEqual([{ type: 'COMPANY_FOUND', company: SAMPLE_INACTIVE_COMPANY }]);

    lookup.send({ type: 'NUMBER_TYPED', number: '0999999922' });
    lookup.send({ type: 'LOOKUP_REQUESTED' });
    expect((await waitFor(lookup, (s) => !s.hasTag('loading'))).matches({ ready: 'notFound' })).toBe(true);

    // The form's rule takes the shape; the registry also holds a number to its check digits.
    lookup.send({ type: 'NUMBER_TYPED', number: '0663452186' });
    lookup.send({ type: 'LOOKUP_REQUESTED' });
    const refused = await waitFor(lookup, (s) => !s.hasTag('loading'));
    expect(refused.matches({ ready: 'invalidNumber' })).toBe(true);
    expect(refused.context.failure).toEqual({ kind: 'number-refused' });
  });
});
