import { useMemo, useState } from 'react';
import { createOrderEditActors } from '../../../machines/order-edit/actors.ts';
import { orderEditMachine, type OrderEditInput } from '../../../machines/order-edit/machine.ts';
import {
  selectAsksForSlots,
  selectCalendarRange,
  selectDayProblems,
  selectDraft,
  selectFailure,
  selectIsBusy,
  selectIsRescheduling,
  selectIsSaving,
  selectLines,
  selectMaySave,
  selectPeriodBounds,
  selectSlotLists,
  selectStep,
} from '../../../machines/order-edit/selectors.ts';
import { selectSettings } from '../../../machines/session/selectors.ts';
import { orderChangeRulesOf } from '../../domain/orders.ts';
import { orderEditFailureText, orderSavedText } from '../../texts/orders.ts';
import { orderDetailPath } from '../account-tabs.ts';
import { useServices } from '../services-context.ts';
import type { ShopServices } from '../environment.ts';
import { useFlow } from './use-flow.ts';

/** The edit page: its calls, its toasts, and the way back to the order's details. */
export function orderEditLogic({ api, toasts, navigate }: Pick<ShopServices, 'api' | 'toasts' | 'navigate'>) {
  return orderEditMachine.provide({
    actors: createOrderEditActors(api),
    actions: {
      announceSaved: (_, { reservationOrderId }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'success', text: orderSavedText(reservationOrderId) }),
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: orderEditFailureText(failure) }),
      goToOrder: (_, { reservationOrderId }) => navigate(orderDetailPath(reservationOrderId)),
    },
  });
}

/** What the edit page starts from when it opens: the change rules of the shop's settings and the moment, which the editing days count from. */
export function orderEditInputOf({ session, now }: Pick<ShopServices, 'session' | 'now'>, reservationOrderId: string): OrderEditInput {
  return { reservationOrderId, rules: orderChangeRulesOf(selectSettings(session.getSnapshot())), now: now().toISOString() };
}

/** The edit page: the draft of the order with its period, slots and amounts, what the form allows, and the changes a person makes. */
export function useOrderEditFlow(reservationOrderId: string) {
  const services = useServices();
  const [input] = useState(() => orderEditInputOf(services, reservationOrderId));
  const [snapshot, send] = useFlow(orderEditLogic, input);
  const actions = useMemo(
    () => ({
      retry: () => send({ type: 'RETRY_REQUESTED' }),
      changePeriod: ({ start, end }: { start: string; end: string }) => send({ type: 'PERIOD_CHANGED', start, end }),
      choosePickUpSlot: (slotId: string) => send({ type: 'PICKUP_SLOT_CHOSEN', slotId }),
      chooseReturnSlot: (slotId: string) => send({ type: 'RETURN_SLOT_CHOSEN', slotId }),
      changeAmount: (lineId: string, amount: number) => send({ type: 'AMOUNT_CHANGED', lineId, amount }),
      save: () => send({ type: 'SAVE_REQUESTED' }),
    }),
    [send],
  );
  return {
    step: selectStep(snapshot),
    failure: selectFailure(snapshot),
    draft: selectDraft(snapshot),
    bounds: selectPeriodBounds(snapshot),
    calendarRange: selectCalendarRange(snapshot),
    dayProblems: selectDayProblems(snapshot),
    isRescheduling: selectIsRescheduling(snapshot),
    slotLists: selectSlotLists(snapshot),
    asksForSlots: selectAsksForSlots(snapshot),
    lines: selectLines(snapshot),
    isBusy: selectIsBusy(snapshot),
    isSaving: selectIsSaving(snapshot),
    maySave: selectMaySave(snapshot),
    detailPath: orderDetailPath(reservationOrderId),
    ...actions,
  };
}
