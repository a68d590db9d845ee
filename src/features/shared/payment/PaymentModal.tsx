import { Trans, useLingui } from '@lingui/react/macro';
import { usePaymentModalFlow } from '../../../app/wiring/payment.ts';
import type { PaymentTarget } from '../../../domain/payment.ts';
import { Button } from '../../../ui/Button.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { PaymentStatus } from './PaymentStatus.tsx';

export interface PaymentModalProps {
  target: PaymentTarget;
  /** Where the provider sends the customer back to: the page showing this modal. */
  returnUrl: string;
  onClose: () => void;
}

/** Spec 002 §4: the payment modal of an order or invoice; it starts asking the link when it opens. */
export function PaymentModal({ target, returnUrl, onClose }: PaymentModalProps) {
  const { t } = useLingui();
  const { payment, paid } = usePaymentModalFlow(target, returnUrl);
  return (
    <ModalDialog title={t`Online betalen`} isOpen onClose={onClose}>
      <p className="payment-subject">
        {target.kind === 'order' ? <Trans>Reservering {target.reservationOrderId}</Trans> : <Trans>Factuur {target.invoiceId}</Trans>}
      </p>
      <PaymentStatus payment={payment} />
      <div className="dialog-actions">
        <Button variant={paid ? 'primary' : 'secondary'} onPress={onClose}>
          <Trans>Sluiten</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
