import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { EMPTY_GUEST_DETAILS } from '../../src/domain/guest-details.ts';
import { guestDetailsMachine, type GuestDetailsInput } from './machine.ts';
import { SAMPLE_GUEST_CUSTOMER, SAMPLE_GUEST_DETAILS } from './samples.ts';
import { selectFieldErrors, selectIsSubmitted, selectValues } from './selectors.ts';

function start(input: GuestDetailsInput = { draft: null, customer: null }) {
  const calls: string[] = [];
  const storeDraft = vi.fn();
  const storeGuest = vi.fn();
  const focused: string[] = [];
  const machine = guestDetailsMachine.provide({
    actions: {
      storeDraft: (_, { draft }) => storeDraft(draft),
      announceInvalid: () => void calls.push('toast'),
      storeGuest: (_, params) => (calls.push('store'), storeGuest(params)),
      goToSummary: () => void calls.push('summary'),
    },
  });
  const actor = createActor(machine, { input });
  actor.on('FIELD_FOCUS_REQUESTED', ({ field }) => void focused.push(field));
  actor.start();
  return { actor, calls, storeDraft, storeGuest, focused };
}

describe('the guest details machine', () => {
  it('keeps every change as the draft and says nothing of refused fields before a submit', () => {
    const { actor, storeDraft } = start();
    actor.send({ type: 'FIELD_CHANGED', patch: { person: { firstName: 'Els' } } });
    expect(storeDraft).toHaveBeenLastCalledWith({ ...EMPTY_GUEST_DETAILS, person: { ...EMPTY_GUEST_DETAILS.person, firstName: 'Els' } });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it('refuses an invalid submit: a toast, the focus on the first refused field, and every refused field says why as it changes', () => {
    const { actor, calls, focused, storeGuest } = start();
    actor.send({ type: 'FIELD_CHANGED', patch: { person: { firstName: 'Els' } } });
    actor.send({ type: 'SUBMITTED' });
    expect(calls).toEqual(['toast']);
    expect(focused).toEqual(['person.lastName']);
    expect(storeGuest).not.toHaveBeenCalled();
    expect(selectFieldErrors(actor.getSnapshot())['person.lastName']).toEqual([{ rule: 'required' }]);
    actor.send({ type: 'FIELD_CHANGED', patch: { person: { lastName: 'Maes' } } });
    expect(selectFieldErrors(actor.getSnapshot())['person.lastName']).toBeUndefined();
  });

  it('stores a valid form as the pending customer and address, drops the draft and goes to the summary', () => {
    const { actor, calls, storeDraft, storeGuest } = start({ draft: SAMPLE_GUEST_DETAILS, customer: null });
    actor.send({ type: 'SUBMITTED' });
    expect(calls).toEqual(['store', 'summary']);
    expect(storeGuest).toHaveBeenCalledWith({
      customer: SAMPLE_GUEST_CUSTOMER,
      address: { Street: 'Langestraat', HouseNumber: '12', HouseNumberAddition: '', ZipCode: '8000', City: 'Brugge', CountryID: 'be' },
    });
    expect(storeDraft).toHaveBeenLastCalledWith(null);
    expect(selectIsSubmitted(actor.getSnapshot())).toBe(true);
  });

  it('opens with the details given before, so they can be changed', () => {
    const { actor } = start({ draft: null, customer: SAMPLE_GUEST_CUSTOMER });
    expect(selectValues(actor.getSnapshot())).toEqual(SAMPLE_GUEST_DETAILS);
  });
});
