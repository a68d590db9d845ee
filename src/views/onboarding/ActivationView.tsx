import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { useActivationFlow } from '../../app/wiring/activation.ts';
import { activationFailureText } from '../../texts/onboarding.ts';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../shared/views.css';
import './onboarding.css';
import { usePageTitle } from '../../app/PageTitle.tsx';

/** activate?code= (spec 002 §2, §4, §8): the activation link of the registration mail. */
export function ActivationView() {
  const { t } = useLingui();
  usePageTitle(t`Account activeren`);
  const { step, failure, retry } = useActivationFlow(useSearch());

  return (
    <section className="narrow-page" aria-labelledby="activation-title">
      <h1 id="activation-title">
        <Trans>Account activeren</Trans>
      </h1>
      {step === 'confirming' && <Spinner label={t`Uw account wordt geactiveerd`} />}
      {step === 'activated' && (
        <div role="status" className="notice outcome">
          <p>
            <Trans>Uw account is geactiveerd. U kunt zich nu aanmelden.</Trans>
          </p>
          <Link href="/login" className="button button-primary">
            <Trans>Naar aanmelden</Trans>
          </Link>
        </div>
      )}
      {step === 'codeMissing' && (
        <div role="alert" className="notice notice-error">
          <p>
            <Trans>Deze activatielink is onvolledig: de code ontbreekt. Open de link uit de activatiemail opnieuw.</Trans>
          </p>
        </div>
      )}
      {step === 'refused' && failure && (
        <>
          <div role="alert" className="notice notice-error">
            <p>
              <strong>
                <Trans>Uw account kon niet geactiveerd worden.</Trans>
              </strong>
            </p>
            <p>{activationFailureText(failure)}</p>
          </div>
          <p>
            <Trans>Werd uw account al geactiveerd? Dan kunt u zich gewoon aanmelden.</Trans>
          </p>
        </>
      )}
      {step === 'confirmFailed' && failure && <RetryNotice text={activationFailureText(failure)} onRetry={retry} />}
      {step !== 'activated' && step !== 'confirming' && (
        <p>
          <Link href="/login">
            <Trans>Naar aanmelden</Trans>
          </Link>
        </p>
      )}
    </section>
  );
}
