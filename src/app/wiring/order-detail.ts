import { useMemo, useState } from 'react';
import { createOrderDetailActors } from '../../../machines/order-detail/actors.ts';
import { orderDetailMachine, type OrderDetailInput } from '../../../machines/order-detail/machine.ts';
import {
  selectCustomerFacts,
  selectDetails,
  selectFailure,
  selectLines,
  selectMayEdit,
  selectMoments,
  selectOrderStatus,
  selectStep,
  selectTakesFiles,
} from '../../../machines/order-detail/selectors.ts';
import { selectCustomer, selectSettings, selectStyleSettings } from '../../../machines/session/selectors.ts';
import { orderChangeRulesOf } from '../../domain/orders.ts';
import { orderDetailFailureText } from '../../texts/orders.ts';
import { saveFile } from '../../ui/download.ts';
import { orderEditPath } from '../account-tabs.ts';
import { useServices } from '../services-context.ts';
import type { ShopServices } from '../environment.ts';
import { shopModeOf } from './shop-mode.ts';
import { useFlow } from './use-flow.ts';

/** An order's details page: its calls, the confirmation handed to the browser as a download, and its failures as toasts. */
export function orderDetailLogic({ api, toasts }: Pick<ShopServices, 'api' | 'toasts'>) {
  return orderDetailMachine.provide({
    actors: createOrderDetailActors(api),
    actions: {
      saveDocument: (_, { blob, fileName }) => saveFile(fileName, blob),
      announceFailure: (_, { failure }) => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: orderDetailFailureText(failure) }),
    },
  });
}

/**
 * What an order's page starts from, as the session is when it opens (its guard lets only a
 * signed-in user with the tab in): the shop's mode, the change rules of the settings, the moment,
 * the customer whose details it shows and the details the deployment hides.
 */
export function orderDetailInputOf(services: Pick<ShopServices, 'session' | 'now'>, reservationOrderId: string): OrderDetailInput {
  const current = services.session.getSnapshot();
  return {
    reservationOrderId,
    ...shopModeOf(services),
    rules: orderChangeRulesOf(selectSettings(current)),
    now: services.now().toISOString(),
    customer: selectCustomer(current),
    hiddenFields: selectStyleSettings(current).orderDetailHiddenFields,
  };
}

/** An order's page: the order, its lines, moments and personal info, where it may be changed, and its confirmation to download. */
export function useOrderDetailFlow(reservationOrderId: string) {
  const services = useServices();
  const [input] = useState(() => orderDetailInputOf(services, reservationOrderId));
  const [snapshot, send] = useFlow(orderDetailLogic, input);
  const actions = useMemo(
    () => ({
      retry: () => send({ type: 'RETRY_REQUESTED' }),
      downloadConfirmation: () => send({ type: 'DOCUMENT_REQUESTED' }),
    }),
    [send],
  );
  return {
    step: selectStep(snapshot),
    failure: selectFailure(snapshot),
    details: selectDetails(snapshot),
    status: selectOrderStatus(snapshot),
    moments: selectMoments(snapshot),
    lines: selectLines(snapshot),
    customerFacts: selectCustomerFacts(snapshot),
    takesFiles: selectTakesFiles(snapshot),
    /** The edit page, where the order may still be changed; null where not. */
    editPath: selectMayEdit(snapshot) ? orderEditPath(reservationOrderId) : null,
    ...actions,
  };
}
