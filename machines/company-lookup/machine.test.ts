import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { createShopClient } from '../../src/api/client.ts';
import { ApiFailure, type ApiError } from '../../src/domain/api-error.ts';
import { DEMO_BASE, QUICK_RETRIES, recordingDemoClient } from '../../tests/support/demo-client.ts';
import { createCompanyLookupActors } from './actors.ts';
import { companyLookupMachine, registryNumberKind, type CompanyLookupEmitted, type RegistryCompany, type RegistryQuery } from './machine.ts';
import { SAMPLE_COMPANY, SAMPLE_INACTIVE_COMPANY } from './samples.ts';

const failure = (kind: ApiError['kind'], status: number) => new ApiFailure({ kind, status, serverMessage: null });

function startWithFake(lookUp: (query: RegistryQuery, signal: AbortSignal) => Promise<RegistryCompany>, number = '') {
  const lookUpCompany = vi.fn(lookUp);
  const actor = createActor(
    companyLookupMachine.provide({
      actors: { lookUpCompany: fromPromise(({ input, signal }: { input: RegistryQuery; signal: AbortSignal }) => lookUpCompany(input, signal)) },
    }),
    { input: { number } },
  );
  const emitted: CompanyLookupEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, lookUpCompany, emitted };
}

const settled = (actor: ReturnType<typeof startWithFake>['actor']) => waitFor(actor, (s) => !s.hasTag('loading'));

describe('the kind of a registry number', () => {
  it.each([
    ['0412.345.614', 'enterprise'],
    ['1234567890', 'enterprise'],
    ['2.234.567.818', 'establishment'],
    ['8999999999', 'establishment'],
    ['9123456789', null],
    ['0412.345.61', null],
    ['', null],
  ])('%s is %s', (number, kind) => expect(registryNumberKind(number)).toBe(kind));
});

describe('the company lookup machine', () => {
  it('says what is wrong with the number before asking anything', () => {
    const { actor, lookUpCompany } = startWithFake(async () => SAMPLE_COMPANY);
    actor.send({ type: 'LOOKUP_REQUESTED' });
    expect(actor.getSnapshot().matches({ ready: 'invalidNumber' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'number-missing' });

    actor.send({ type: 'NUMBER_TYPED', number: '9123.456.789' });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'LOOKUP_REQUESTED' });
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'number-invalid' });
    expect(lookUpCompany).not.toHaveBeenCalled();
  });

  it('looks up an enterprise number and hands an active organisation on', async () => {
    const { actor, lookUpCompany, emitted } = startWithFake(async () => SAMPLE_COMPANY);
    actor.send({ type: 'NUMBER_TYPED', number: ' 0412.345.614 ' });
    actor.send({ type: 'LOOKUP_REQUESTED' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    const snapshot = await settled(actor);
    expect(lookUpCompany).toHaveBeenCalledWith({ number: '0412.345.614', kind: 'enterprise' }, expect.anything());
    expect(snapshot.matches({ ready: 'active' })).toBe(true);
    expect(snapshot.context.company).toEqual(SAMPLE_COMPANY);
    expect(emitted).toEqual([{ type: 'COMPANY_FOUND', company: SAMPLE_COMPANY }]);
  });

  it('hands an inactive organisation on too, and says it cannot be approved', async () => {
    const { actor, lookUpCompany, emitted } = startWithFake(async () => SAMPLE_INACTIVE_COMPANY);
    actor.send({ type: 'NUMBER_TYPED', number: '2.098.765.442' });
    actor.send({ type: 'LOOKUP_REQUESTED' });
    const snapshot = await settled(actor);
    expect(lookUpCompany.mock.calls[0]![0]).toEqual({ number: '2.098.765.442', kind: 'establishment' });
    expect(snapshot.matches({ ready: 'inactive' })).toBe(true);
    expect(emitted).toEqual([{ type: 'COMPANY_FOUND', company: SAMPLE_INACTIVE_COMPANY }]);
  });

  it('tells an unknown number from a refused one and from a failed look-up, which it retries', async () => {
    let answer: () => Promise<RegistryCompany> = () => Promise.reject(failure('not-found', 404));
    const { actor, emitted } = startWithFake(() => answer(), '0999.999.999');
    expect((await settled(actor)).matches({ ready: 'notFound' })).toBe(true);

    answer = () => Promise.reject(failure('invalid-response', 400));
    actor.send({ type: 'LOOKUP_REQUESTED' });
    expect((await settled(actor)).context.failure).toEqual({ kind: 'number-refused' });

    answer = () => Promise.reject(failure('network', 0));
    actor.send({ type: 'LOOKUP_REQUESTED' });
    const failed = await settled(actor);
    expect(failed.matches({ ready: 'failed' })).toBe(true);
    expect(failed.context.failure).toEqual({ kind: 'lookup-failed', error: { kind: 'network', status: 0, serverMessage: null } });

    answer = async () => SAMPLE_COMPANY;
    actor.send({ type: 'RETRY_REQUESTED' });
    expect((await settled(actor)).matches({ ready: 'active' })).toBe(true);
    expect(emitted).toHaveLength(1);
  });

  it('aborts a look-up under way when the number changes, and forgets what was found', async () => {
    const signals: AbortSignal[] = [];
    const { actor, emitted } = startWithFake((_query, signal) => {
      signals.push(signal);
      return signals.length === 1 ? Promise.resolve(SAMPLE_COMPANY) : new Promise<never>(() => {});
    }, SAMPLE_COMPANY.businessNumber);
    expect((await settled(actor)).context.company).toEqual(SAMPLE_COMPANY);
    actor.send({ type: 'NUMBER_TYPED', number: '0812.345.702' });
    expect(actor.getSnapshot().context.company).toBeNull();
    actor.send({ type: 'LOOKUP_REQUESTED' });
    actor.send({ type: 'NUMBER_TYPED', number: '0812.345.70' });
    expect(signals[1]!.aborted).toBe(true);
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    expect(emitted).toHaveLength(1);
  });

  it('looks up a valid number the form already had at once, and waits with another', () => {
    expect(startWithFake(async () => SAMPLE_COMPANY, '0412345614').actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(startWithFake(async () => SAMPLE_COMPANY, '0412').actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
  });
});

/** A client whose answers the test gives, after it has seen what was asked. */
function heldClient() {
  const asked: string[] = [];
  const answers: ((response: Response) => void)[] = [];
  const api = createShopClient({
    baseUrl: DEMO_BASE,
    tokens: { current: () => null, refresh: async () => null },
    language: () => 'nl',
    identity: () => null,
    retryPolicy: QUICK_RETRIES,
    fetch: (request) => {
      asked.push(new URL((request as Request).url).pathname);
      return new Promise<Response>((answer) => answers.push(answer));
    },
  });
  return { api, asked, answers };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const registryAddress = { Street: 'Sint-Pieterskaai', HouseNumber: '42', ZipCode: '8000', City: 'Brugge', CountryID: 'be' };

describe('the company look-up calls', () => {
  it.each([
    ['0412.345.614', 'enterprise', { EnterpriseNumber: '0412.345.614', Name: 'Jeugdhuis De Branding', Status: 'Active', JuridicalForm: 'VZW', StartDate: '1994-03-15' }],
    [
      '2.234.567.818',
      'establishment',
      { EstablishmentNumber: '2.234.567.818', EnterpriseNumber: '0412.345.614', Name: 'Jeugdhuis De Branding', Status: 'Active', StartDate: '1994-03-15' },
    ],
  ] as const)('ask for %s and its address in one wave', async (number, kind, organisation) => {
    const { api, asked, answers } = heldClient();
    const lookUp = createActor(createCompanyLookupActors(api).lookUpCompany, { input: { number, kind } }).start();
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual([`/api/v2/kruispuntdatabank/${kind}/${number}`, `/api/v2/kruispuntdatabank/${kind}/${number}/address`]);

    answers[1]!(json(registryAddress));
    answers[0]!(json(organisation));
    expect(await toPromise(lookUp)).toEqual(SAMPLE_COMPANY);
  });

  it('finds an organisation without a registered address, but fails when the address could not be read', async () => {
    const lookUp = async (addressAnswer: Response) => {
      const { api, asked, answers } = heldClient();
      const actor = createActor(createCompanyLookupActors(api).lookUpCompany, { input: { number: '0412345614', kind: 'enterprise' } }).start();
      const outcome = toPromise(actor);
      await vi.waitFor(() => expect(asked).toHaveLength(2));
      answers[0]!(json({ EnterpriseNumber: '0412.345.614', Name: 'Jeugdhuis De Branding', Status: 'Active', JuridicalForm: 'VZW', StartDate: '1994-03-15' }));
      answers[1]!(addressAnswer);
      return outcome;
    };
    expect(await lookUp(json({ Error: { Message: 'Adres niet gevonden', Code: 'NotFound' } }, 404))).toEqual({ ...SAMPLE_COMPANY, address: null });
    await expect(lookUp(json({ Error: { Message: 'Ongeldig', Code: 'Validation' } }, 400))).rejects.toMatchObject({ error: { status: 400 } });
  });
});

describe('the company look-up against the demo registry', () => {
  const lookUp = async (number: string) => {
    const { api, asked } = recordingDemoClient(createDemoApi());
    const actor = createActor(companyLookupMachine.provide({ actors: createCompanyLookupActors(api) }), { input: { number } }).start();
    return { snapshot: await waitFor(actor, (s) => !s.hasTag('loading')), asked };
  };

  it('finds an enterprise, and the enterprise of an establishment', async () => {
    expect((await lookUp('0412345614')).snapshot.context.company).toEqual(SAMPLE_COMPANY);
    expect((await lookUp('2.234.567.818')).snapshot.context.company).toEqual(SAMPLE_COMPANY);
  });

  it('finds an inactive organisation as such', async () => {
    const { snapshot } = await lookUp('0812.345.702');
    expect(snapshot.matches({ ready: 'inactive' })).toBe(true);
    expect(snapshot.context.company).toEqual(SAMPLE_INACTIVE_COMPANY);
  });

  it('does not know a number of nobody', async () => {
    const { snapshot, asked } = await lookUp('0999.999.922');
    expect(snapshot.matches({ ready: 'notFound' })).toBe(true);
    // A 404 is an answer: never retried.
    expect(asked).toHaveLength(2);
  });

  it('is refused a number of the right shape whose check digits do not match, and says so at the field', async () => {
    const { snapshot, asked } = await lookUp('0999.999.999');
    expect(snapshot.matches({ ready: 'invalidNumber' })).toBe(true);
    expect(snapshot.context.failure).toEqual({ kind: 'number-refused' });
    // A 400 is an answer: never retried.
    expect(asked).toHaveLength(2);
  });
});
