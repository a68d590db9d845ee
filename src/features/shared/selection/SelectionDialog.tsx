import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/Button.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { SelectionPanel } from './SelectionPanel.tsx';

/** The full chooser of location, delivery and period in a dialog, opened from the selection summary. */
export function SelectionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <ModalDialog title={t`Locatie en periode`} isOpen onClose={onClose}>
      <SelectionPanel />
      <div className="dialog-actions">
        <Button onPress={onClose}>
          <Trans>Klaar</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
