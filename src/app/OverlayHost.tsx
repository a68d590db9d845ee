import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Button } from '../ui/Button.tsx';
import { ModalDialog } from '../ui/ModalDialog.tsx';
import { useServices } from './services-context.ts';

/** Shows the newest alert or confirmation; the ones under it wait their turn. */
export function OverlayHost() {
  const { overlays } = useServices();
  const top = useSelector(overlays, (s) => s.context.open.at(-1));
  if (!top) return null;
  const close = (confirmed: boolean) => overlays.send({ type: 'CLOSED', id: top.id, confirmed });
  return (
    <ModalDialog key={top.id} title={top.title} isOpen role="alertdialog" onClose={() => close(false)}>
      <p>{top.message}</p>
      <div className="dialog-actions">
        {top.kind === 'confirm' ? (
          <>
            <Button variant="secondary" onPress={() => close(false)}>
              {top.cancelLabel}
            </Button>
            <Button autoFocus onPress={() => close(true)}>
              {top.confirmLabel}
            </Button>
          </>
        ) : (
          <Button autoFocus onPress={() => close(false)}>
            <Trans>OK</Trans>
          </Button>
        )}
      </div>
    </ModalDialog>
  );
}
