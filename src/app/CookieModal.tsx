import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { NativeDialog } from '../ui/NativeDialog.tsx';
import { Toggle } from '../ui/Toggle.tsx';
import { useCookieConsentFlow } from './wiring/cookie-consent.ts';

/**
 * The cookie question: plain HTML and CSS (the browser's dialog, native switches), since a first
 * visit meets it on whatever page it opens. Escape closes it without an answer: no consent, and
 * the flow asks again on the next visit (docs/decisions/025).
 */
export function CookieModal() {
  const { t } = useLingui();
  const { choice: stored, acceptAll, essentialOnly, save, dismiss } = useCookieConsentFlow();
  // The switch is only a draft until saved; the machine holds the choice.
  const [analytics, setAnalytics] = useState(stored?.analytics ?? false);
  return (
    <NativeDialog
      title={t`Cookies op deze website`}
      description={
        <>
          <p>
            <Trans>We gebruiken noodzakelijke cookies om de winkel te laten werken.</Trans>
          </p>
          <p>
            <Trans>Met uw toestemming gebruiken we ook analytische cookies om de website te verbeteren.</Trans>
          </p>
        </>
      }
      onDismiss={dismiss}
    >
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
    </NativeDialog>
  );
}
