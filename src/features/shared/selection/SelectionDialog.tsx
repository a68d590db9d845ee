import { Trans, useLingui } from '@lingui/react/macro';
import { useSelectionSummary } from '../../../app/wiring/selection-parts.ts';
import { Button } from '../../../ui/Button.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { SelectionPanel } from './SelectionPanel.tsx';

/** The full chooser of location, delivery and period (a day, in sales mode) in a dialog, opened from the selection summary. */
export function SelectionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { salesMode } = useSelectionSummary();
  return (
    <ModalDialog title={salesMode ? t`Locatie en dag` : t`Locatie en periode`} isOpen onClose={onClose}>
      <SelectionPanel />
      <div className="dialog-actions">
        <Button onPress={onClose}>
          <Trans>Klaar</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
