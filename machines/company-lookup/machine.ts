import { assign, emit, setup } from 'xstate';
import { asApiError } from '../../src/domain/api-error.ts';
import { isCompanyNumber, isEstablishmentNumber } from '../../src/domain/validation.ts';
import type { RegisteredAddress } from '../association-search/machine.ts';
import { call } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';

/** An organisation as the company registry (Kruispuntbank van Ondernemingen) knows it. */
export interface RegistryCompany {
  /** The enterprise number (0412.345.614), also when an establishment number was looked up. */
  businessNumber: string;
  name: string;
  /** Spec 002 §4: an inactive organisation is not approved and cannot order. */
  active: boolean;
  /** Null when the registry has no address for it. */
  address: RegisteredAddress | null;
}

/** The registry knows enterprises (0 or 1 first) and their establishments (2 to 8 first). */
export type RegistryNumberKind = 'enterprise' | 'establishment';

export function registryNumberKind(number: string): RegistryNumberKind | null {
  if (isCompanyNumber(number)) return 'enterprise';
  if (isEstablishmentNumber(number)) return 'establishment';
  return null;
}

export interface RegistryQuery {
  number: string;
  kind: RegistryNumberKind;
}

/**
 * Why a number is not looked up (missing, or not of the form's shape), why the registry refused
 * one of the right shape (its own check, such as the check digits), or why it could not answer.
 */
export type CompanyLookupFailure = { kind: 'number-missing' } | { kind: 'number-invalid' } | { kind: 'number-refused' } | CallFailure<'lookup-failed'>;

export interface CompanyLookupInput {
  /** The number the form already holds (restored from its draft, or the chosen association's). */
  number: string;
}

export interface CompanyLookupContext {
  number: string;
  company: RegistryCompany | null;
  failure: CompanyLookupFailure | null;
}

export type CompanyLookupEvent =
  | { type: 'NUMBER_TYPED'; number: string }
  /** "Opzoeken", or Enter in the number field. */
  | { type: 'LOOKUP_REQUESTED' }
  | { type: 'RETRY_REQUESTED' };

export type CompanyLookupEmitted = { type: 'COMPANY_FOUND'; company: RegistryCompany };

const queryOf = (number: string): RegistryQuery | null => {
  const kind = registryNumberKind(number.trim());
  return kind ? { number: number.trim(), kind } : null;
};

export const companyLookupMachine = setup({
  types: {
    context: {} as CompanyLookupContext,
    events: {} as CompanyLookupEvent,
    input: {} as CompanyLookupInput,
    emitted: {} as CompanyLookupEmitted,
  },
  actors: {
    /** The enterprise (or establishment) and its address, asked in one wave. */
    lookUpCompany: call<RegistryCompany, RegistryQuery>(),
  },
  actions: {
    keepNumber: assign((_, params: { number: string }) => ({ number: params.number, company: null, failure: null })),
    startLookup: assign({ company: null, failure: null }),
    keepCompany: assign((_, params: { company: RegistryCompany }) => ({ company: params.company })),
    rememberFailure: assign((_, failure: CompanyLookupFailure) => ({ failure })),
    /** Tells the form what the registry knows (its name, number, address and whether it may order). */
    announceFound: emit((_, params: { company: RegistryCompany }) => ({ type: 'COMPANY_FOUND' as const, company: params.company })),
  },
  guards: {
    numberIsBlank: ({ context }) => context.number.trim() === '',
    numberIsValid: ({ context }) => queryOf(context.number) !== null,
    isActive: (_, params: { company: RegistryCompany }) => params.company.active,
    isUnknown: (_, params: { error: unknown }) => asApiError(params.error).kind === 'not-found',
    /** The registry refused the number itself (400): its rule and ours disagree, the number is what to fix. */
    isRefusedNumber: (_, params: { error: unknown }) => asApiError(params.error).status === 400,
  },
}).createMachine({
  id: 'company-lookup',
  description: 'Een ondernemings- of vestigingsnummer opzoeken in de Kruispuntbank van Ondernemingen: naam, ondernemingsnummer, adres en of de organisatie actief is.',
  context: ({ input }) => ({ number: input.number, company: null, failure: null }),
  initial: 'starting',
  on: {
    // Typing on aborts a look-up under way: its answer belongs to another number.
    NUMBER_TYPED: { target: '.ready.editing', actions: { type: 'keepNumber', params: ({ event }) => ({ number: event.number }) } },
  },
  states: {
    starting: {
      description: 'Een geldig nummer dat het formulier al had, wordt meteen opgezocht.',
      always: [{ guard: 'numberIsValid', target: 'lookingUp' }, { target: 'ready' }],
    },
    ready: {
      initial: 'editing',
      on: {
        LOOKUP_REQUESTED: [
          { guard: 'numberIsBlank', target: '.invalidNumber', actions: { type: 'rememberFailure', params: { kind: 'number-missing' } } },
          { guard: 'numberIsValid', target: 'lookingUp' },
          { target: '.invalidNumber', actions: { type: 'rememberFailure', params: { kind: 'number-invalid' } } },
        ],
      },
      states: {
        editing: { description: 'Het nummer wordt getypt; nog niets opgezocht.' },
        invalidNumber: {
          description:
            'Leeg, of geen ondernemingsnummer (0 of 1 en 9 cijfers) of vestigingsnummer (2 tot 8 en 9 cijfers): er gaat geen vraag uit. Of het register weigerde een nummer van de juiste vorm (bv. de controlecijfers kloppen niet): het veld zegt het.',
        },
        active: { description: 'Gevonden en actief: naam, ondernemingsnummer en adres gaan naar het formulier.' },
        inactive: {
          description: 'Gevonden maar niet actief: de gegevens gaan naar het formulier, maar de vereniging kan niet worden goedgekeurd en geen materiaal reserveren.',
        },
        notFound: { description: 'Het register kent dit nummer niet; de gebruiker kan de gegevens zelf invullen.' },
        failed: {
          description: 'Het register kon niet worden geraadpleegd (de oproepen zijn al enkele keren herhaald).',
          on: { RETRY_REQUESTED: '#company-lookup.lookingUp' },
        },
      },
    },
    lookingUp: {
      tags: ['loading'],
      entry: 'startLookup',
      invoke: {
        id: 'lookUpCompany',
        src: 'lookUpCompany',
        input: ({ context }) => {
          const query = queryOf(context.number);
          if (!query) throw new Error('lookingUp is entered with a valid number only');
          return query;
        },
        onDone: [
          {
            guard: { type: 'isActive', params: ({ event }) => ({ company: event.output }) },
            target: 'ready.active',
            actions: [
              { type: 'keepCompany', params: ({ event }) => ({ company: event.output }) },
              { type: 'announceFound', params: ({ event }) => ({ company: event.output }) },
            ],
          },
          {
            target: 'ready.inactive',
            actions: [
              { type: 'keepCompany', params: ({ event }) => ({ company: event.output }) },
              { type: 'announceFound', params: ({ event }) => ({ company: event.output }) },
            ],
          },
        ],
        onError: [
          { guard: { type: 'isUnknown', params: ({ event }) => ({ error: event.error }) }, target: 'ready.notFound' },
          {
            guard: { type: 'isRefusedNumber', params: ({ event }) => ({ error: event.error }) },
            target: 'ready.invalidNumber',
            actions: { type: 'rememberFailure', params: { kind: 'number-refused' } },
          },
          { target: 'ready.failed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('lookup-failed', event.error) } },
        ],
      },
    },
  },
});
