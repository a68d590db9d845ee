import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { ModalDialog } from '../ui/ModalDialog.tsx';
import { Toggle } from '../ui/Toggle.tsx';
import { useCookieConsentFlow } from './wiring/cookie-consent.ts';

export function CookieModal() {
  const { t } = useLingui();
  const { asking, choice: stored, acceptAll, essentialOnly, save } = useCookieConsentFlow();
  // The switch is only a draft until saved; the machine holds the choice.
  const [analytics, setAnalytics] = useState(stored?.analytics ?? false);
  return (
    <ModalDialog title={t`Cookies op deze website`} isOpen={asking} isDismissable={false} onClose={() => {}}>
      <p>
        <Trans>
          We gebruiken noodzakelijke cookies om de winkel te laten werken. Met uw toestemming gebruiken we ook analytische cookies om de
          website te verbeteren.
        </Trans>
      </p>
      <Toggle isSelected isDisabled>
        {t`Noodzakelijke cookies (altijd aan)`}
      </Toggle>
      <Toggle isSelected={analytics} onChange={setAnalytics}>
        {t`Analytische cookies`}
      </Toggle>
      <div className="dialog-actions">
        <Button variant="secondary" onPress={essentialOnly}>
          <Trans>Enkel noodzakelijke</Trans>
        </Button>
        <Button variant="secondary" onPress={() => save({ analytics })}>
          <Trans>Keuze bewaren</Trans>
        </Button>
        <Button onPress={acceptAll}>
          <Trans>Alles accepteren</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
