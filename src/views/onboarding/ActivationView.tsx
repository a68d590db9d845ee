import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { ActivationInput } from '../../../machines/activation/machine.ts';
import { selectFailure, selectStep } from '../../../machines/activation/selectors.ts';
import { activationLogic } from '../../app/wiring/activation.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { activationFailureText } from '../../texts/onboarding.ts';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../shared/views.css';
import './onboarding.css';
import { usePageTitle } from '../../app/page-title.tsx';

/**
 * Where this page's history entry remembers that its code was redeemed. The code leaves the
 * address bar as soon as it is read, so a reload cannot post a used code again; without this mark
 * a reload after success would only say the link is incomplete. The mark lives with this entry
 * only (it survives a reload, not a new visit), so it never claims an activation it did not see.
 */
const ACTIVATED_MARK = 'accountActivated';

const historyState = (): Record<string, unknown> => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
};

/** Replaces this history entry: the same page, without its query, with what it should remember. */
function replaceEntry(remember: Record<string, unknown>): void {
  window.history.replaceState({ ...historyState(), ...remember }, '', window.location.pathname);
}

/** activate?code= (spec 002 §2, §4, §8): the activation link of the registration mail. */
export function ActivationView() {
  const { t } = useLingui();
  usePageTitle(t`Account activeren`);
  const search = useSearch();
  // The link is read once, when the page opens.
  const [input] = useState((): ActivationInput => ({ code: new URLSearchParams(search).get('code'), confirmedBefore: historyState()[ACTIVATED_MARK] === true }));
  const [snapshot, send, actor] = useFlow(activationLogic, input);
  useEffect(() => {
    if (input.code !== null) replaceEntry({});
  }, [input]);
  useEffect(() => {
    const activated = actor.on('ACCOUNT_ACTIVATED', () => replaceEntry({ [ACTIVATED_MARK]: true }));
    return () => activated.unsubscribe();
  }, [actor]);
  const step = selectStep(snapshot);
  const failure = selectFailure(snapshot);

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
      {step === 'confirmFailed' && failure && <RetryNotice text={activationFailureText(failure)} onRetry={() => send({ type: 'RETRY_REQUESTED' })} />}
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
