import { Trans, useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import type { Cart } from '../../../../machines/cart/rules.ts';
import {
  selectExtraInfoProblems,
  selectExtraOrderInfo,
  selectIsChanging,
  selectOpenDialog,
  selectPendingActions,
  selectPendingReference,
} from '../../../../machines/cart/selectors.ts';
import { useServices } from '../../../app/services.ts';
import { Button } from '../../../ui/Button.tsx';
import { orderActionText } from '../../../texts/orders.ts';
import { CertificateDialog, ExtraOrderInfoDialog, ReferenceDialog } from '../../shared/order-actions/ActionDialogs.tsx';

/** Spec 001 §4: the actions the cart still needs, with their count and dialogs. */
export function CartActions({ cart: data }: { cart: Cart }) {
  const { t } = useLingui();
  const { cart } = useServices();
  const open = useSelector(cart, selectOpenDialog);
  const pending = useSelector(cart, selectPendingActions);
  const reference = useSelector(cart, selectPendingReference);
  const changing = useSelector(cart, selectIsChanging);
  const extraInfo = useSelector(cart, selectExtraOrderInfo, shallowEqual);
  const extraInfoProblems = useSelector(cart, selectExtraInfoProblems);
  if (data.Actions.length === 0) return null;
  const count = pending.length;
  const close = () => cart.send({ type: 'DIALOG_CLOSED' });
  const certificates = data.Actions.find((action) => action.ActionName === 'Certificates');
  return (
    <section className="cart-section cart-actions" aria-labelledby="cart-actions-title">
      <h2 id="cart-actions-title">
        <Trans>Nog te doen</Trans> {count > 0 && <span className="count-badge">{count}</span>}
      </h2>
      <ul className="cart-action-list">
        {data.Actions.map((action) => {
          const done = !pending.includes(action);
          const status = done ? t`Afgerond` : action.Required ? t`Verplicht` : t`Optioneel`;
          return (
            <li key={action.ActionName} className={done ? 'cart-action-done' : undefined}>
              <span>
                {orderActionText(action.ActionName)}{' '}
                <span className="muted">({status})</span>
                {action.ActionName === 'ReferenceRequired' && reference && <span className="muted"> — {reference}</span>}
              </span>
              {action.ActionName === 'ReferenceRequired' && (
                <Button variant="secondary" onPress={() => cart.send({ type: 'REFERENCE_DIALOG_OPENED' })}>
                  {reference ? <Trans>Referentie wijzigen</Trans> : <Trans>Referentie ingeven</Trans>}
                </Button>
              )}
              {action.ActionName === 'Certificates' && !done && (
                <Button variant="secondary" onPress={() => cart.send({ type: 'CERTIFICATE_DIALOG_OPENED' })}>
                  <Trans>Attest ingeven</Trans>
                </Button>
              )}
              {action.ActionName === 'ExtraOrderInfo' && (
                <Button variant="secondary" onPress={() => cart.send({ type: 'EXTRA_INFO_DIALOG_OPENED' })}>
                  {done ? <Trans>Extra informatie wijzigen</Trans> : <Trans>Extra informatie geven</Trans>}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ReferenceDialog isOpen={open === 'reference'} initial={reference ?? ''} onSave={(given) => cart.send({ type: 'REFERENCE_GIVEN', reference: given })} onClose={close} />
      <CertificateDialog
        isOpen={open === 'certificate'}
        isPending={changing}
        action={certificates}
        onSave={(number) => cart.send({ type: 'CERTIFICATE_GIVEN', number })}
        onClose={close}
      />
      <ExtraOrderInfoDialog
        isOpen={open === 'extraInfo'}
        isPending={changing}
        initial={extraInfo}
        problems={extraInfoProblems}
        onSave={(info) => cart.send({ type: 'EXTRA_INFO_GIVEN', info })}
        onClose={close}
      />
    </section>
  );
}
