import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import type { OrderEditInput } from '../../../machines/order-edit/machine.ts';
import { selectAmounts, selectFailure, selectHasChanges, selectIsSaving, selectIsValidating, selectLoaded, selectStep } from '../../../machines/order-edit/selectors.ts';
import { selectSettings } from '../../../machines/session/selectors.ts';
import { ORDERS_TAB } from '../../app/account-tabs.ts';
import { useServices } from '../../app/services.ts';
import { orderEditLogic } from '../../app/wiring/order-edit.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { formatDateTime } from '../../domain/format.ts';
import type { Language } from '../../domain/language.ts';
import { maxAmountOf, orderChangeRulesOf } from '../../domain/orders.ts';
import { failureText } from '../../texts/failures.ts';
import { orderEditFailureText } from '../../texts/orders.ts';
import { AmountSelector } from '../../ui/AmountSelector.tsx';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import './orders.css';

/** account/orders/edit/{orderId} (spec 002 §2, §4, §5): an order's amounts, each change checked at once, saved together. */
export function OrderEditView({ reservationOrderId }: { reservationOrderId: string }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale as Language;
  const { session, now } = useServices();
  const [input] = useState((): OrderEditInput => ({ reservationOrderId, rules: orderChangeRulesOf(selectSettings(session.getSnapshot())), now: now().toISOString() }));
  const [snapshot, send] = useFlow(orderEditLogic, input);
  const step = selectStep(snapshot);
  const loaded = selectLoaded(snapshot);
  const amounts = selectAmounts(snapshot);
  const failure = selectFailure(snapshot);
  const detailPath = `${ORDERS_TAB.path}/detail/${encodeURIComponent(reservationOrderId)}`;
  return (
    <section className="order-detail" aria-labelledby="order-edit-title">
      <Breadcrumbs
        label={t`Kruimelpad`}
        crumbs={[
          { label: t`Home`, href: '/home' },
          { label: t`Mijn account`, href: '/account' },
          { label: t`Bestellingen`, href: ORDERS_TAB.path },
          { label: reservationOrderId, href: detailPath },
          { label: t`Wijzigen` },
        ]}
      />
      <h1 id="order-edit-title">{t`Bestelling ${reservationOrderId} wijzigen`}</h1>
      {step === 'loading' && <Spinner label={t`De bestelling wordt geladen`} />}
      {step === 'failed' && <RetryNotice text={failure ? orderEditFailureText(failure) : failureText(undefined)} onRetry={() => send({ type: 'RETRY_REQUESTED' })} />}
      {step === 'notEditable' && (
        <div role="alert" className="notice notice-error">
          <p>{t`Deze bestelling kan niet meer gewijzigd worden.`}</p>
          <Link href={detailPath} className="button button-secondary">
            <Trans>Terug naar de bestelling</Trans>
          </Link>
        </div>
      )}
      {step === 'form' && loaded && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SAVE_REQUESTED' });
          }}
        >
          <p>
            {t`Ophalen ${formatDateTime(loaded.order.DateTimeBusinessStart, language)}, terugbrengen ${formatDateTime(loaded.order.DateTimeBusinessEnd, language)}.`}
          </p>
          <section className="order-items" aria-labelledby="order-edit-items">
            <h2 id="order-edit-items">
              <Trans>Aantallen</Trans>
            </h2>
            <ul className="order-edit-list">
              {loaded.lines.map((line) => (
                <li key={line.ReservationOrderItemID}>
                  <AmountSelector
                    label={line.ItemDescription}
                    value={amounts[line.ReservationOrderItemID] ?? line.Amount}
                    max={maxAmountOf(line)}
                    onChange={(amount) => send({ type: 'AMOUNT_CHANGED', lineId: line.ReservationOrderItemID, amount })}
                    decrementLabel={t`Eén ${line.ItemDescription} minder`}
                    incrementLabel={t`Eén ${line.ItemDescription} meer`}
                  />
                </li>
              ))}
            </ul>
          </section>
          {failure && (
            <div role="alert" className="notice notice-error">
              <p>{orderEditFailureText(failure)}</p>
            </div>
          )}
          <div className="form-page-actions">
            <Link href={detailPath} className="button button-secondary">
              <Trans>Terug naar de bestelling</Trans>
            </Link>
            <Button type="submit" isDisabled={!selectHasChanges(snapshot) || selectIsValidating(snapshot)} isPending={selectIsSaving(snapshot)}>
              <Trans>Wijzigingen bewaren</Trans>
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
