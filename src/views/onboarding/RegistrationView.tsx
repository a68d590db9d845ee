import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import type { RegistrationDraft, RegistrationInput } from '../../../machines/registration/machine.ts';
import { selectFailure, selectStep, selectType } from '../../../machines/registration/selectors.ts';
import { selectPending, selectSettings } from '../../../machines/session/selectors.ts';
import { FOOTER_LINKS } from '../../app/config.ts';
import { singleSignOnHref } from '../../app/navigation.ts';
import { useServices } from '../../app/services.ts';
import { registrationLogic } from '../../app/wiring/registration.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { registerCountryOf } from '../../domain/registration.ts';
import { RegistrationForm } from '../../features/onboarding/registration/RegistrationForm.tsx';
import { TypeChoice } from '../../features/onboarding/registration/TypeChoice.tsx';
import { registrationFailureText } from '../../texts/onboarding-registration.ts';
import { focusFieldIn } from '../../ui/focus-field.ts';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../ui/form-page.css';
import '../shared/views.css';
import { usePageTitle } from '../../app/page-title.tsx';

/** A stored draft belongs to this page only when it is a record; anything else starts afresh. */
const draftRecord = (draft: unknown): RegistrationDraft | null => (typeof draft === 'object' && draft !== null ? (draft as RegistrationDraft) : null);

/**
 * register/{registerKey?} (spec 002 §2, §5): the kind of organisation, then its form. With
 * `?mode=checkout` it registers with the order: the summary sends both.
 */
export function RegistrationView() {
  const { t } = useLingui();
  usePageTitle(t`Registreren`);
  const { session } = useServices();
  const { registerKey } = useParams<{ registerKey?: string }>();
  const search = useSearch();
  const settings = useSelector(session, selectSettings);
  const formRef = useRef<HTMLFormElement>(null);
  // Read once when the page opens: the form starts from what the session store kept of it.
  const [input] = useState(
    (): RegistrationInput => ({
      registerKey: registerKey ?? null,
      checkout: new URLSearchParams(search).get('mode') === 'checkout',
      draft: draftRecord(selectPending(session.getSnapshot()).registrationDraft),
      country: registerCountryOf(settings?.DefaultRegisterCountryID),
      activateUrl: new URL('/activate', window.location.origin).toString(),
    }),
  );
  const [snapshot, send, actor] = useFlow(registrationLogic, input);
  useEffect(() => {
    const focusing = actor.on('FIELD_FOCUS_REQUESTED', ({ field }) => focusFieldIn(formRef.current, field));
    return () => focusing.unsubscribe();
  }, [actor]);
  const step = selectStep(snapshot);
  const failure = selectFailure(snapshot);
  const type = selectType(snapshot);
  const provider = settings?.OidcProviderName;

  return (
    <section className="form-page" aria-labelledby="registration-title">
      <h1 id="registration-title">{input.checkout ? <Trans>Registreren en bestellen</Trans> : <Trans>Uw organisatie registreren</Trans>}</h1>
      {step === 'loadingKey' && <Spinner label={t`De registratiesleutel wordt gelezen`} />}
      {step === 'keyLoadFailed' && failure && <RetryNotice text={registrationFailureText(failure)} onRetry={() => send({ type: 'RETRY_REQUESTED' })} />}
      {step === 'keyRefused' && failure && (
        <div role="alert" className="notice notice-error">
          <p>{registrationFailureText(failure)}</p>
          <p>
            <Link href="/register">
              <Trans>Registreren zonder sleutel</Trans>
            </Link>
          </p>
        </div>
      )}
      {step === 'choosingType' && (
        <>
          <p className="form-page-intro">
            <Trans>Voor welk soort organisatie maakt u een account? Het formulier vraagt wat bij dat soort hoort.</Trans>
          </p>
          <TypeChoice current={type} onChoose={(registrationType) => send({ type: 'TYPE_CHOSEN', registrationType })} />
          {provider && !input.checkout && (
            <div className="sso">
              <p className="muted">
                <Trans>Of registreer met uw digitale identiteit:</Trans>
              </p>
              <a className="button button-secondary" href={singleSignOnHref(provider, 'register')}>
                <Trans>Registreren met {provider}</Trans>
              </a>
            </div>
          )}
          <p>
            <Trans>Hebt u al een account?</Trans>{' '}
            <Link href="/login">
              <Trans>Meld u aan</Trans>
            </Link>
          </p>
        </>
      )}
      {step === 'form' && <RegistrationForm snapshot={snapshot} send={send} formRef={formRef} termsUrl={FOOTER_LINKS.terms || null} />}
    </section>
  );
}
