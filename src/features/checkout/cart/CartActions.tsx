import { Trans, useLingui } from '@lingui/react/macro';
import { useCartActions } from '../../../app/wiring/cart-page.ts';
import { Button } from '../../../ui/Button.tsx';
import { orderActionText } from '../../../texts/orders.ts';
import { CertificateDialog, ExtraOrderInfoDialog, ReferenceDialog } from '../../shared/order-actions/ActionDialogs.tsx';

/** Spec 001 §4: the actions the cart still needs, with their count and dialogs. */
export function CartActions() {
  const { t } = useLingui();
  const cartActions = useCartActions();
  const { actions, pendingCount: count, openDialog: open, reference, changing, close } = cartActions;
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
      <ReferenceDialog isOpen={open === 'reference'} initial={reference ?? ''} onSave={cartActions.giveReference} onClose={close} />
      <CertificateDialog isOpen={open === 'certificate'} isPending={changing} action={cartActions.certificates} onSave={cartActions.giveCertificate} onClose={close} />
      <ExtraOrderInfoDialog
        isOpen={open === 'extraInfo'}
        isPending={changing}
        initial={cartActions.extraInfo}
        problems={cartActions.extraInfoProblems}
        onSave={cartActions.giveExtraInfo}
        onClose={close}
      />
    </section>
  );
}
