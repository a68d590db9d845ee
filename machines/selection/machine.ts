import { and, assign, emit, setup } from 'xstate';
import type { PendingSelection } from '../../src/domain/stored-session.ts';
import { call, effect } from '../effects.ts';
import { callFailure, type CallFailure } from '../failures.ts';
import {
  calendarOf,
  calendarRange,
  fitMinimumDays,
  isComplete,
  locationOf,
  locationsOf,
  periodProblem,
  resolveDelivery,
  samePeriod,
  type Calendar,
  type CalendarRange,
  type Choice,
  type DayRules,
  type DeliveryMethod,
  type Location,
  type Period,
  type ShopSettings,
  type Warehouse,
  type WarehouseDays,
} from './rules.ts';

/** A cart line that cannot stay after a change, with the backend's reason. */
export interface InvalidItem {
  cartItemId: string;
  description: string;
  amount: number;
  reason: string;
}

/** What the cart becomes after a change: its location, delivery and period. */
export interface CartChange {
  WarehouseID: string;
  DeliveryID: string;
  DateTimeExpectedStart: string;
  DateTimeExpectedEnd: string;
}

export type SelectionNotice =
  /** Spec 001 §5: the end date was moved (or, when no day fits, the period cleared). */
  | { kind: 'delivery-minimum'; delivery: string; days: number; moved: boolean }
  /** The period does not fit the new location (or is no longer possible) and was cleared. */
  | { kind: 'period-cleared'; period: Period }
  | { kind: 'items-removed'; count: number };

export type SelectionFailure = CallFailure<'options-failed' | 'calendar-failed' | 'conflict-check-failed' | 'cart-update-failed'>;

export type SelectionEmitted =
  /** The choice settled, or was confirmed: the configurator follows it. */
  { type: 'CHOICE_CHANGED'; choice: Choice; confirmed: boolean };

/** What the selection needs of the session: settings, the stored choice, the cart, and today. */
export interface SessionView {
  settings: ShopSettings;
  /** The style setting: warehouses sharing an alias are offered as one location. */
  warehouseAliases: boolean;
  stored: PendingSelection;
  cartId: string | null;
  /** yyyy-MM-dd, from the app's clock. */
  today: string;
}

interface Proposal {
  choice: Choice;
  /** A customer's change updates the cart; the session's (restore, login, logout) does not. */
  origin: 'customer' | 'session';
}

export interface SelectionContext {
  today: string;
  settings: ShopSettings | null;
  warehouseAliases: boolean;
  cartId: string | null;
  /** The choice as the session store last held it. */
  stored: PendingSelection;
  locations: Location[];
  deliveryMethods: DeliveryMethod[];
  /** By location id; loaded once per location. */
  calendars: Record<string, Calendar>;
  /** The current choice, as the session store holds it. */
  choice: Choice;
  /** A change being settled, checked against the cart or confirmed. */
  proposal: Proposal | null;
  invalidItems: InvalidItem[];
  notice: SelectionNotice | null;
  failure: SelectionFailure | null;
  /** Location and period were confirmed (configurator); after that they change only without an alias. */
  confirmed: boolean;
  /** The customer tried to confirm an incomplete choice: the missing parts say so. */
  showProblems: boolean;
}

export type SelectionEvent =
  | { type: 'SESSION_UPDATED'; session: SessionView }
  | { type: 'RETRY_REQUESTED' }
  | { type: 'WAREHOUSE_CHOSEN'; warehouseId: string }
  | { type: 'DELIVERY_CHOSEN'; deliveryId: string }
  | { type: 'PERIOD_CHOSEN'; period: Period }
  | { type: 'CHOICE_CONFIRMED' }
  | { type: 'INVALID_ITEMS_REMOVAL_CONFIRMED' }
  | { type: 'CHANGE_CANCELLED' }
  | { type: 'NOTICE_DISMISSED' };

const NO_CHOICE: Choice = { warehouseId: null, deliveryId: null, period: null };

export function dayRulesOf(context: Pick<SelectionContext, 'today' | 'settings' | 'calendars'>, locationId: string | null): DayRules {
  return { today: context.today, settings: context.settings ?? {}, calendar: locationId ? (context.calendars[locationId] ?? null) : null };
}

/** The stored form of a choice (spec 001 §3: warehouse with alias and Email, delivery, period). */
function pendingOf(context: Pick<SelectionContext, 'locations' | 'choice'>): PendingSelection {
  const location = locationOf(context.locations, context.choice.warehouseId);
  return {
    warehouseId: location?.id ?? null,
    warehouseAlias: location?.alias ?? null,
    warehouseEmail: location?.email ?? null,
    deliveryId: context.choice.deliveryId,
    period: context.choice.period,
  };
}

function storedChoiceOf(locations: Location[], stored: PendingSelection): Choice {
  return {
    warehouseId: locationOf(locations, stored.warehouseId ?? null)?.id ?? null,
    deliveryId: stored.deliveryId ?? null,
    period: stored.period ?? null,
  };
}

const samePlaceAndPeriod = (a: Choice, b: Choice) => a.warehouseId === b.warehouseId && samePeriod(a.period, b.period);
const sameChoice = (a: Choice, b: Choice) => samePlaceAndPeriod(a, b) && a.deliveryId === b.deliveryId;

/** The proposal made to fit: known location and delivery, a period possible there, long enough for the delivery. */
function settle(context: SelectionContext, proposal: Proposal): { proposal: Proposal; notice: SelectionNotice | null } {
  const location = locationOf(context.locations, proposal.choice.warehouseId);
  const deliveryId = resolveDelivery(context.deliveryMethods, context.settings ?? {}, proposal.choice.deliveryId);
  let period = location ? proposal.choice.period : null;
  let notice: SelectionNotice | null = null;
  const rules = dayRulesOf(context, location?.id ?? null);
  if (period && periodProblem(rules, period)) {
    notice = { kind: 'period-cleared', period };
    period = null;
  }
  const minimumDays = context.deliveryMethods.find((m) => m.DeliveryID === deliveryId)?.MinimumRentalDays ?? null;
  const delivery = context.deliveryMethods.find((m) => m.DeliveryID === deliveryId)?.Description ?? '';
  if (period && minimumDays) {
    const fitted = fitMinimumDays(rules, period, minimumDays);
    if (!samePeriod(fitted, period)) notice = { kind: 'delivery-minimum', delivery, days: minimumDays, moved: fitted !== null };
    period = fitted;
  }
  return { proposal: { ...proposal, choice: { warehouseId: location?.id ?? null, deliveryId, period } }, notice };
}

function proposalOf(context: SelectionContext): Proposal {
  if (!context.proposal) throw new Error('no change is being settled');
  return context.proposal;
}

function cartChangeOf(choice: Choice): CartChange {
  if (!isComplete(choice)) throw new Error('the cart changes only to a complete choice');
  return {
    WarehouseID: choice.warehouseId,
    DeliveryID: choice.deliveryId,
    DateTimeExpectedStart: choice.period.from,
    DateTimeExpectedEnd: choice.period.to,
  };
}

/**
 * Warehouse (location), delivery method and period (spec 001 §4 "Period selection", §5 "Location
 * and period"). Every change becomes a proposal that is settled against the location's calendar;
 * with a cart, a change of location or period first runs the conflict check, and items that
 * cannot stay are removed only after the customer confirms.
 */
export const selectionMachine = setup({
  types: {
    context: {} as SelectionContext,
    events: {} as SelectionEvent,
    emitted: {} as SelectionEmitted,
  },
  actors: {
    loadOptions: call<{ warehouses: Warehouse[]; deliveryMethods: DeliveryMethod[] }>(),
    loadCalendar: call<WarehouseDays[], { warehouseIds: string[]; range: CalendarRange }>(),
    checkConflicts: call<InvalidItem[], { cartId: string; change: CartChange }>(),
    /** Removes the items that cannot stay, then changes the cart. */
    updateCart: call<void, { cartId: string; removeIds: string[]; change: CartChange }>(),
  },
  actions: {
    /** Keeps the choice in the session store (local storage). */
    reportChoice: effect<PendingSelection>(),
    /** The cart changed here: whoever shows it reads it again. */
    cartChanged: effect(),
    announceChoice: emit(({ context }) => ({ type: 'CHOICE_CHANGED' as const, choice: context.choice, confirmed: context.confirmed })),
    storeOptions: assign(({ context }, options: { warehouses: Warehouse[]; deliveryMethods: DeliveryMethod[] }) => ({
      locations: locationsOf(options.warehouses, context.warehouseAliases),
      deliveryMethods: options.deliveryMethods,
      failure: null,
    })),
    storeCalendar: assign(({ context }, answers: WarehouseDays[]) => {
      const location = locationOf(context.locations, proposalOf(context).choice.warehouseId);
      return location ? { calendars: { ...context.calendars, [location.id]: calendarOf(answers) } } : {};
    }),
    keepInvalidItems: assign((_, invalidItems: InvalidItem[]) => ({ invalidItems })),
    /** Spec 001 §4: the customer is told how many items had to go. */
    noteRemovedItems: assign(({ context }) => (context.invalidItems.length > 0 ? { notice: { kind: 'items-removed' as const, count: context.invalidItems.length } } : {})),
    rememberFailure: assign((_, failure: SelectionFailure) => ({ failure })),
    forgetFailure: assign({ failure: null }),
    dismissNotice: assign({ notice: null }),
    confirmChoice: assign({ confirmed: true, showProblems: false }),
    showProblems: assign({ showProblems: true }),
    takeSession: assign(({ event }) => {
      if (event.type !== 'SESSION_UPDATED') return {};
      const { settings, warehouseAliases, cartId, today, stored } = event.session;
      return { settings, warehouseAliases, cartId, today, stored };
    }),
    /** A confirmation holds for a location and a period: another delivery method (the cart's, a fixed product's) keeps it. */
    proposeStored: assign(({ context }) => {
      const choice = storedChoiceOf(context.locations, context.stored);
      return { proposal: { choice, origin: 'session' as const }, confirmed: context.confirmed && samePlaceAndPeriod(choice, context.choice) };
    }),
    propose: assign(({ context }, change: Partial<Choice>) => ({
      proposal: { choice: { ...context.choice, ...change }, origin: 'customer' as const },
      notice: null,
      failure: null,
    })),
    settleProposal: assign(({ context }) => settle(context, proposalOf(context))),
    commitProposal: assign(({ context }) => ({ choice: proposalOf(context).choice, proposal: null, invalidItems: [], showProblems: false })),
    dropProposal: assign({ proposal: null, invalidItems: [], notice: null }),
  },
  guards: {
    locationEditable: ({ context }) => !(context.confirmed && locationOf(context.locations, context.choice.warehouseId)?.alias),
    periodAcceptable: ({ context, event }) =>
      event.type === 'PERIOD_CHOSEN' &&
      context.choice.warehouseId !== null &&
      periodProblem(dayRulesOf(context, context.choice.warehouseId), event.period) === null,
    choiceComplete: ({ context }) => isComplete(context.choice),
    storedChoiceDiffers: ({ context, event }) =>
      event.type === 'SESSION_UPDATED' && !sameChoice(storedChoiceOf(context.locations, event.session.stored), context.choice),
    calendarMissing: ({ context }) => {
      const location = locationOf(context.locations, proposalOf(context).choice.warehouseId);
      return location !== null && !(location.id in context.calendars);
    },
    conflictCheckNeeded: ({ context }) => {
      const { choice, origin } = proposalOf(context);
      const moved = choice.warehouseId !== context.choice.warehouseId || !samePeriod(choice.period, context.choice.period);
      return origin === 'customer' && context.cartId !== null && isComplete(choice) && moved;
    },
    cartUpdateNeeded: ({ context }) => {
      const { choice, origin } = proposalOf(context);
      return origin === 'customer' && context.cartId !== null && isComplete(choice) && choice.deliveryId !== context.choice.deliveryId;
    },
    itemsInvalid: (_, params: { items: InvalidItem[] }) => params.items.length > 0,
  },
}).createMachine({
  id: 'selection',
  description: 'Magazijn, leveringsmethode en periode, gedeeld door filterbalk, configurator en winkelwagen; bewaard in de sessieopslag.',
  context: {
    today: '',
    settings: null,
    warehouseAliases: true,
    cartId: null,
    stored: {},
    locations: [],
    deliveryMethods: [],
    calendars: {},
    choice: NO_CHOICE,
    proposal: null,
    invalidItems: [],
    notice: null,
    failure: null,
    confirmed: false,
    showProblems: false,
  },
  initial: 'waitingForSession',
  on: {
    SESSION_UPDATED: { actions: 'takeSession' },
    NOTICE_DISMISSED: { actions: 'dismissNotice' },
  },
  states: {
    waitingForSession: {
      description: 'Wacht op de winkelinstellingen en de bewaarde keuze, die de sessie heeft zodra ze klaar is.',
      on: { SESSION_UPDATED: { target: 'loadingOptions', actions: 'takeSession' } },
    },
    loadingOptions: {
      tags: ['loading'],
      description: 'Magazijnen en leveringsmethoden, in één keer.',
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: { target: 'proposing', actions: [{ type: 'storeOptions', params: ({ event }) => event.output }, 'proposeStored'] },
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => callFailure('options-failed', event.error) } },
      },
    },
    failed: {
      description: 'Magazijnen of leveringsmethoden konden niet geladen worden; de klant kan opnieuw proberen.',
      on: { RETRY_REQUESTED: 'loadingOptions' },
    },
    idle: {
      description: 'De keuze zoals ze nu is; de klant kan ze wijzigen.',
      entry: 'announceChoice',
      on: {
        WAREHOUSE_CHOSEN: {
          guard: 'locationEditable',
          target: 'proposing',
          actions: { type: 'propose', params: ({ event }) => ({ warehouseId: event.warehouseId }) },
        },
        DELIVERY_CHOSEN: { target: 'proposing', actions: { type: 'propose', params: ({ event }) => ({ deliveryId: event.deliveryId }) } },
        PERIOD_CHOSEN: {
          guard: and(['locationEditable', 'periodAcceptable']),
          description: 'Enkel een periode die op deze locatie kan; de kiezer houdt een andere bij zich en zegt waarom.',
          target: 'proposing',
          actions: { type: 'propose', params: ({ event }) => ({ period: event.period }) },
        },
        CHOICE_CONFIRMED: [{ guard: 'choiceComplete', actions: ['confirmChoice', 'announceChoice'] }, { actions: 'showProblems' }],
        SESSION_UPDATED: { guard: 'storedChoiceDiffers', target: 'proposing', actions: ['takeSession', 'proposeStored'] },
      },
    },
    proposing: {
      description: 'Een wijziging wordt getoetst aan de kalender van de locatie, die zo nodig eerst geladen wordt.',
      always: [{ guard: 'calendarMissing', target: 'loadingCalendar' }, { target: 'deciding', actions: 'settleProposal' }],
    },
    loadingCalendar: {
      tags: ['loading'],
      description: 'Sluitingsdagen (een jaar vooruit) en de beschikbare afhaal- en terugbrengdagen van elk magazijn van de locatie, in één keer.',
      invoke: {
        id: 'loadCalendar',
        src: 'loadCalendar',
        input: ({ context }) => ({
          warehouseIds: locationOf(context.locations, proposalOf(context).choice.warehouseId)?.memberIds ?? [],
          range: calendarRange(context.today, context.settings ?? {}),
        }),
        onDone: { target: 'proposing', actions: { type: 'storeCalendar', params: ({ event }) => event.output } },
        onError: {
          target: 'calendarFailed',
          actions: { type: 'rememberFailure', params: ({ event }) => callFailure('calendar-failed', event.error) },
        },
      },
    },
    calendarFailed: {
      description: 'De dagen van de locatie konden niet geladen worden: opnieuw proberen, of de vorige keuze houden.',
      on: {
        RETRY_REQUESTED: { target: 'proposing', actions: 'forgetFailure' },
        CHANGE_CANCELLED: { target: 'idle', actions: ['dropProposal', 'forgetFailure'] },
      },
    },
    deciding: {
      description: 'Zonder winkelwagen geldt een wijziging meteen; met een winkelwagen wordt een nieuwe locatie of periode eerst aan zijn artikelen getoetst.',
      always: [
        { guard: 'conflictCheckNeeded', target: 'checkingConflicts' },
        { guard: 'cartUpdateNeeded', target: 'updatingCart' },
        { target: 'idle', actions: ['commitProposal', { type: 'reportChoice', params: ({ context }) => pendingOf(context) }] },
      ],
    },
    checkingConflicts: {
      tags: ['submitting'],
      description: 'De artikelen van de winkelwagen, gecontroleerd voor de nieuwe locatie en periode.',
      invoke: {
        id: 'checkConflicts',
        src: 'checkConflicts',
        input: ({ context }) => ({ cartId: context.cartId ?? '', change: cartChangeOf(proposalOf(context).choice) }),
        onDone: [
          {
            guard: { type: 'itemsInvalid', params: ({ event }) => ({ items: event.output }) },
            target: 'confirmingInvalidItems',
            actions: { type: 'keepInvalidItems', params: ({ event }) => event.output },
          },
          { target: 'updatingCart' },
        ],
        onError: {
          target: 'idle',
          actions: ['dropProposal', { type: 'rememberFailure', params: ({ event }) => callFailure('conflict-check-failed', event.error) }],
        },
      },
    },
    confirmingInvalidItems: {
      description: 'Het venster met ongeldige artikelen: elk artikel dat niet kan blijven, met de reden. Bevestigen verwijdert ze en voert de wijziging door; annuleren houdt de vorige keuze.',
      on: {
        INVALID_ITEMS_REMOVAL_CONFIRMED: 'updatingCart',
        CHANGE_CANCELLED: { target: 'idle', actions: 'dropProposal' },
      },
    },
    updatingCart: {
      tags: ['submitting'],
      description: 'Verwijdert de bevestigde artikelen en geeft de winkelwagen daarna de nieuwe locatie, levering en periode.',
      invoke: {
        id: 'updateCart',
        src: 'updateCart',
        input: ({ context }) => ({
          cartId: context.cartId ?? '',
          removeIds: context.invalidItems.map((item) => item.cartItemId),
          change: cartChangeOf(proposalOf(context).choice),
        }),
        onDone: {
          target: 'idle',
          actions: [
            'noteRemovedItems',
            'commitProposal',
            { type: 'reportChoice', params: ({ context }) => pendingOf(context) },
            'cartChanged',
          ],
        },
        onError: {
          target: 'idle',
          actions: ['dropProposal', { type: 'rememberFailure', params: ({ event }) => callFailure('cart-update-failed', event.error) }, 'cartChanged'],
        },
      },
    },
  },
});
