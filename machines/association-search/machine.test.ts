import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createDemoApi } from '../../demo-api/app.ts';
import { ApiFailure } from '../../src/domain/api-error.ts';
import { recordingDemoClient } from '../../tests/support/demo-client.ts';
import { SEARCH_DEBOUNCE_MS } from '../timers.ts';
import { createAssociationSearchActors } from './actors.ts';
import { associationSearchMachine, type AssociationQuery, type AssociationSearchEmitted, type ChosenAssociation } from './machine.ts';
import { SAMPLE_ASSOCIATION } from './samples.ts';

const association = (vCode: string, name: string): ChosenAssociation => ({ ...SAMPLE_ASSOCIATION, vCode, name });
const branding = SAMPLE_ASSOCIATION;
const masker = association('V0015532', 'Toneelgroep Het Masker');

function startWithFake(search: (query: AssociationQuery, signal: AbortSignal) => Promise<ChosenAssociation[]>, chosen: ChosenAssociation | null = null) {
  const searchRegister = vi.fn(search);
  const actor = createActor(
    associationSearchMachine.provide({
      actors: { searchRegister: fromPromise(({ input, signal }: { input: AssociationQuery; signal: AbortSignal }) => searchRegister(input, signal)) },
    }),
    { input: { chosen } },
  );
  const emitted: AssociationSearchEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, searchRegister, emitted };
}

/** A call the test settles itself, in the order it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('the association search machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches the name 200 ms after the last key, for the whole trimmed text', async () => {
    const { actor, searchRegister } = startWithFake(async () => [branding]);
    expect(actor.getSnapshot().matches({ search: 'idle' })).toBe(true);
    actor.send({ type: 'TEXT_TYPED', text: 'Br' });
    vi.advanceTimersByTime(150);
    actor.send({ type: 'TEXT_TYPED', text: 'Branding ' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(searchRegister).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(searchRegister).toHaveBeenCalledOnce();
    expect(searchRegister.mock.calls[0]![0]).toEqual({ field: 'naam', text: 'Branding' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ search: 'results' })).toBe(true));
    expect(actor.getSnapshot().context.results).toEqual([branding]);
  });

  it('waits for a second character of a name, but searches a code from the first', () => {
    const { actor, searchRegister } = startWithFake(async () => [branding]);
    actor.send({ type: 'TEXT_TYPED', text: 'V' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(actor.getSnapshot().matches({ search: 'tooShort' })).toBe(true);
    expect(searchRegister).not.toHaveBeenCalled();

    actor.send({ type: 'SEARCH_FIELD_CHOSEN', field: 'vCode' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(searchRegister).toHaveBeenCalledWith({ field: 'vCode', text: 'V' }, expect.anything());
  });

  it('searches at once on Enter', () => {
    const { actor, searchRegister } = startWithFake(async () => [branding]);
    actor.send({ type: 'TEXT_TYPED', text: '0412.345.614' });
    actor.send({ type: 'SEARCH_SUBMITTED' });
    expect(searchRegister).toHaveBeenCalledOnce();
  });

  it('aborts the call for an older query, and its late answer never replaces the newer one', async () => {
    const calls: { query: AssociationQuery; signal: AbortSignal; answer: ReturnType<typeof deferred<ChosenAssociation[]>> }[] = [];
    const { actor } = startWithFake((query, signal) => {
      const answer = deferred<ChosenAssociation[]>();
      calls.push({ query, signal, answer });
      return answer.promise;
    });
    actor.send({ type: 'TEXT_TYPED', text: 'Branding' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'TEXT_TYPED', text: 'Masker' });
    expect(calls[0]!.signal.aborted).toBe(true);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(calls.map((c) => c.query.text)).toEqual(['Branding', 'Masker']);

    calls[1]!.answer.resolve([masker]);
    // The older call answers after the newer one, as a slow backend may.
    calls[0]!.answer.resolve([branding]);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ search: 'results' })).toBe(true));
    await Promise.resolve();
    expect(actor.getSnapshot().context.results).toEqual([masker]);
    expect(actor.getSnapshot().context.text).toBe('Masker');
  });

  it('clears the results when the text is erased, without searching', () => {
    const { actor, searchRegister } = startWithFake(async () => [branding]);
    actor.send({ type: 'TEXT_TYPED', text: 'Branding' });
    actor.send({ type: 'TEXT_TYPED', text: '  ' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(actor.getSnapshot().matches({ search: 'idle' })).toBe(true);
    expect(searchRegister).not.toHaveBeenCalled();
  });

  it('says when nothing matches, and offers a retry when the search failed', async () => {
    let fail = true;
    const { actor, searchRegister } = startWithFake(async () => {
      if (fail) throw new ApiFailure({ kind: 'network', status: 0, serverMessage: null });
      return [];
    });
    actor.send({ type: 'TEXT_TYPED', text: 'Onbekend' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ search: 'failed' })).toBe(true));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'search-failed', error: { kind: 'network', status: 0, serverMessage: null } });

    fail = false;
    actor.send({ type: 'RETRY_REQUESTED' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ search: 'noResults' })).toBe(true));
    expect(searchRegister).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('announces the chosen organisation, and its clearing; the results come back', async () => {
    const { actor, emitted } = startWithFake(async () => [branding, masker]);
    actor.send({ type: 'TEXT_TYPED', text: 'e' });
    actor.send({ type: 'SEARCH_FIELD_CHOSEN', field: 'sleutels.waarde' });
    actor.send({ type: 'SEARCH_SUBMITTED' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ search: 'results' })).toBe(true));

    actor.send({ type: 'RESULT_CHOSEN', vCode: 'V9999999' });
    expect(actor.getSnapshot().matches({ search: 'results' })).toBe(true);
    actor.send({ type: 'RESULT_CHOSEN', vCode: masker.vCode });
    expect(actor.getSnapshot().matches('chosen')).toBe(true);
    expect(emitted).toEqual([{ type: 'ASSOCIATION_CHOSEN', association: masker }]);

    actor.send({ type: 'CHOICE_CLEARED' });
    expect(emitted.at(-1)).toEqual({ type: 'ASSOCIATION_CLEARED' });
    expect(actor.getSnapshot().matches({ search: 'results' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ chosen: null, text: 'e', field: 'sleutels.waarde' });
  });

  it('starts with the organisation of a restored form, and searches afresh when it is cleared', () => {
    const { actor, emitted } = startWithFake(async () => [], branding);
    expect(actor.getSnapshot().matches('chosen')).toBe(true);
    expect(emitted).toEqual([]);
    actor.send({ type: 'CHOICE_CLEARED' });
    expect(actor.getSnapshot().matches({ search: 'idle' })).toBe(true);
  });
});

describe('the association search against the demo register', () => {
  const search = async (field: AssociationQuery['field'], text: string) => {
    const { api, asked } = recordingDemoClient(createDemoApi());
    const actor = createActor(associationSearchMachine.provide({ actors: createAssociationSearchActors(api) }), { input: { chosen: null } }).start();
    actor.send({ type: 'SEARCH_FIELD_CHOSEN', field });
    actor.send({ type: 'TEXT_TYPED', text });
    actor.send({ type: 'SEARCH_SUBMITTED' });
    const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
    return { snapshot, asked };
  };

  it('finds an organisation by part of its name, with its KBO key as business number and its primary address', async () => {
    const { snapshot, asked } = await search('naam', 'brandin');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ searchField: 'naam', searchValue: 'brandin' });
    expect(snapshot.context.results).toEqual([SAMPLE_ASSOCIATION]);
  });

  it('finds one by its key without dots, and one by its vCode', async () => {
    expect((await search('sleutels.waarde', '0412345614')).snapshot.context.results.map((a) => a.vCode)).toEqual(['V0004211']);
    expect((await search('vCode', 'V0015532')).snapshot.context.results.map((a) => a.name)).toEqual(['Toneelgroep Het Masker']);
  });

  it('gives no business number to an organisation the company registry does not know', async () => {
    const { snapshot } = await search('naam', 'Buurtcomité');
    expect(snapshot.context.results).toEqual([
      {
        vCode: 'V0020117',
        name: 'Buurtcomité Sint-Pieters',
        businessNumber: null,
        address: { street: 'Blankenbergse Steenweg', houseNumber: '200', zipCode: '8000', city: 'Brugge', countryId: 'be' },
      },
    ]);
  });

  it('answers no results as such', async () => {
    expect((await search('naam', 'Bestaat niet')).snapshot.matches({ search: 'noResults' })).toBe(true);
  });
});
