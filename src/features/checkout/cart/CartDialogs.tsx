import { Trans, useLingui } from '@lingui/react/macro';
import type { useCartActions } from '../../../app/wiring/cart-page.ts';
import { Button } from '../../../ui/Button.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { CertificateDialog, ExtraOrderInfoDialog, ReferenceDialog } from '../../shared/order-actions/ActionDialogs.tsx';

/*
 * The cart's dialogs, a chunk of their own (react-aria's modal, focus scope and text fields): none
 * is open when the cart is first shown, so their code is fetched after the cart's lines and
 * actions (CartContents.tsx), which come after its top.
 */

export function ClearCartDialog({ isOpen, clearing, onConfirm, onCancel }: { isOpen: boolean; clearing: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <ModalDialog title={t`Winkelwagen leegmaken`} role="alertdialog" isOpen={isOpen} onClose={onCancel}>
      <p>
        <Trans>Wilt u alle artikelen uit uw winkelwagen verwijderen? Dit kan niet ongedaan gemaakt worden.</Trans>
      </p>
      <div className="dialog-actions">
        <Button variant="secondary" onPress={onCancel} isDisabled={clearing}>
          <Trans>Annuleren</Trans>
        </Button>
        <Button onPress={onConfirm} isPending={clearing}>
          <Trans>Leegmaken</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}

/** The dialogs of the cart's actions (spec 001 §4), over the list CartActions shows. */
export function CartActionDialogs({ cartActions }: { cartActions: ReturnType<typeof useCartActions> }) {
  const { openDialog: open, reference, changing, close } = cartActions;
  return (
    <>
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
    </>
  );
}
