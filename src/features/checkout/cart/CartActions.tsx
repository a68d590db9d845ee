import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { Cart, CartAction } from '../../../../machines/cart/rules.ts';
import { selectIsChanging, selectOpenDialog, selectPendingActions, selectPendingReference } from '../../../../machines/cart/selectors.ts';
import { useServices } from '../../../app/services.ts';
import { Button } from '../../../ui/Button.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { orderActionText } from '../../../texts/orders.ts';

function ReferenceDialog({ initial }: { initial: string }) {
  const { t } = useLingui();
  const { cart } = useServices();
  const [reference, setReference] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec 002 §5: the reference is required in this dialog.
    if (!reference.trim()) return setError(t`Vul een referentie in.`);
    cart.send({ type: 'REFERENCE_GIVEN', reference });
  };
  return (
    <form onSubmit={submit} noValidate>
      <p>
        <Trans>Uw organisatie vraagt een referentie bij elke reservering, bijvoorbeeld een bestelbonnummer of de naam van het evenement.</Trans>
      </p>
      <TextField label={t`Referentie`} value={reference} onChange={(value) => (setReference(value), setError(null))} isRequired error={error} autoFocus />
      <div className="dialog-actions">
        <Button variant="secondary" onPress={() => cart.send({ type: 'DIALOG_CLOSED' })}>
          <Trans>Annuleren</Trans>
        </Button>
        <Button type="submit">
          <Trans>Bewaren</Trans>
        </Button>
      </div>
    </form>
  );
}

function CertificateDialog({ action }: { action: CartAction | undefined }) {
  const { t } = useLingui();
  const { cart } = useServices();
  const changing = useSelector(cart, selectIsChanging);
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const required = action?.Details?.RequiredCertificates ?? [];
  const given = required.filter((certificate) => certificate.Number);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!number.trim()) return setError(t`Vul het nummer van het attest in.`);
    cart.send({ type: 'CERTIFICATE_GIVEN', number });
  };
  return (
    <form onSubmit={submit} noValidate>
      <p>
        <Trans>
          Voor sommige artikelen is een attest nodig. Vul het nummer in; nog {required.length - given.length} van {required.length} te geven.
        </Trans>
      </p>
      {given.length > 0 && (
        <ul className="certificate-list">
          {given.map((certificate) => (
            <li key={certificate.Number}>{certificate.Number}</li>
          ))}
        </ul>
      )}
      <TextField label={t`Nummer van het attest`} value={number} onChange={(value) => (setNumber(value), setError(null))} isRequired error={error} autoFocus />
      <div className="dialog-actions">
        <Button variant="secondary" onPress={() => cart.send({ type: 'DIALOG_CLOSED' })}>
          <Trans>Annuleren</Trans>
        </Button>
        <Button type="submit" isPending={changing}>
          <Trans>Bewaren</Trans>
        </Button>
      </div>
    </form>
  );
}

/** Spec 001 §4: the actions the cart still needs, with their count and dialogs. */
export function CartActions({ cart: data }: { cart: Cart }) {
  const { t } = useLingui();
  const { cart } = useServices();
  const open = useSelector(cart, selectOpenDialog);
  const pending = useSelector(cart, selectPendingActions);
  const reference = useSelector(cart, selectPendingReference);
  if (data.Actions.length === 0) return null;
  const count = pending.length;
  const close = () => cart.send({ type: 'DIALOG_CLOSED' });
  const certificates = data.Actions.find((action) => action.ActionName === 'Certificates');
  return (
    <section className="cart-section cart-actions" aria-labelledby="cart-actions-title">
      <h2 id="cart-actions-title">
        <Trans>Nog te doen</Trans> {count > 0 && <span className="badge">{count}</span>}
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
            </li>
          );
        })}
      </ul>
      <ModalDialog title={t`Referentie`} isOpen={open === 'reference'} onClose={close}>
        <ReferenceDialog initial={reference ?? ''} />
      </ModalDialog>
      <ModalDialog title={t`Attesten`} isOpen={open === 'certificate'} onClose={close}>
        <CertificateDialog action={certificates} />
      </ModalDialog>
    </section>
  );
}
