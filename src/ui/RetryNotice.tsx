import { Trans } from '@lingui/react/macro';
import { Button } from './Button.tsx';
import './ui.css';

/** Why something could not be loaded, and the way to try again. */
export function RetryNotice({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="notice notice-error">
      <p>{text}</p>
      <Button onPress={onRetry}>
        <Trans>Opnieuw proberen</Trans>
      </Button>
    </div>
  );
}
