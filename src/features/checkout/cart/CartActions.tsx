import { Trans, useLingui } from '@lingui/react/macro';
import { useCartActions } from '../../../app/wiring/cart-page.ts';
import { Button } from '../../../ui/Button.tsx';
import { orderActionText } from '../../../texts/orders.ts';
import { componentOnDemand, useLoadedComponent } from '../../../ui/code-on-demand.ts';

const actionDialogs = componentOnDemand(
  () => import('./CartDialogs.tsx'),
  (m) => m.CartActionDialogs,
);

/** Spec 001 §4: the actions the cart still needs, with their count and dialogs. */
export function CartActions() {
  const { t } = useLingui();
  const cartActions = useCartActions();
  const { actions, pendingCount: count, reference } = cartActions;
  // None is open when the cart is shown: their code comes once the actions are (after the cart's top, CartContents.tsx).
  const Dialogs = useLoadedComponent(actionDialogs, true);
  if (actions.length === 0) return null;
  return (
    <section className="cart-section cart-actions" aria-labelledby="cart-actions-title">
      <h2 id="cart-actions-title">
        <Trans>Nog te doen</Trans> {count > 0 && <span className="count-badge">{count}</span>}
      </h2>
      <ul className="cart-action-list">
        {actions.map(({ action, done }) => {
          const status = done ? t`Afgerond` : action.Required ? t`Verplicht` : t`Optioneel`;
          return (
            <li key={action.ActionName} className={done ? 'cart-action-done' : undefined}>
              <span>
                {orderActionText(action.ActionName)}{' '}
                <span className="muted">({status})</span>
                {action.ActionName === 'ReferenceRequired' && reference && <span className="muted"> — {reference}</span>}
              </span>
              {action.ActionName === 'ReferenceRequired' && (
                <Button variant="secondary" onPress={cartActions.openReference}>
                  {reference ? <Trans>Referentie wijzigen</Trans> : <Trans>Referentie ingeven</Trans>}
                </Button>
              )}
              {action.ActionName === 'Certificates' && !done && (
                <Button variant="secondary" onPress={cartActions.openCertificate}>
                  <Trans>Attest ingeven</Trans>
                </Button>
              )}
              {action.ActionName === 'ExtraOrderInfo' && (
                <Button variant="secondary" onPress={cartActions.openExtraInfo}>
                  {done ? <Trans>Extra informatie wijzigen</Trans> : <Trans>Extra informatie geven</Trans>}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {Dialogs && <Dialogs cartActions={cartActions} />}
    </section>
  );
}
