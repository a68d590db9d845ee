import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearch } from 'wouter';
import { FOOTER_LINKS } from '../../app/config.ts';
import { singleSignOnHref } from '../../app/navigation.ts';
import { useRegistrationFlow } from '../../app/wiring/registration.ts';
import { TypeChoice } from '../../features/onboarding/registration/TypeChoice.tsx';
import { registrationFailureText } from '../../texts/onboarding-registration.ts';
import { usePageSettled } from '../../ui/after-page-settles.ts';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { componentOnDemand, useLoadedComponent } from '../../ui/code-on-demand.ts';
import '../../ui/form-page.css';
import '../shared/views.css';
import { usePageTitle } from '../../app/PageTitle.tsx';

// The form's code (its fields, react-aria's) is fetched once the page has settled, or when a kind is chosen before: not beside the first step.
const registrationForm = componentOnDemand(
  () => import('../../features/onboarding/registration/RegistrationForm.tsx'),
  (m) => m.RegistrationForm,
);

/**
 * register/{registerKey?} (spec 002 §2, §5): the kind of organisation, then its form. With
 * `?mode=checkout` it registers with the order: the summary sends both.
 */
export function RegistrationView() {
  const { t } = useLingui();
  usePageTitle(t`Registreren`);
  const { registerKey } = useParams<{ registerKey?: string }>();
  const search = useSearch();
  // The route is read once, when the page opens (another key is another page: App.tsx).
  const form = useRegistrationFlow({ registerKey: registerKey ?? null, checkout: new URLSearchParams(search).get('mode') === 'checkout' });
  const { step, failure, type, checkout, provider } = form;
  const RegistrationForm = useLoadedComponent(registrationForm, usePageSettled() || step === 'form');

  return (
    <section className="form-page" aria-labelledby="registration-title">
      <h1 id="registration-title">{checkout ? <Trans>Registreren en bestellen</Trans> : <Trans>Uw organisatie registreren</Trans>}</h1>
      {step === 'loadingKey' && <Spinner label={t`De registratiesleutel wordt gelezen`} />}
      {step === 'keyLoadFailed' && failure && <RetryNotice text={registrationFailureText(failure)} onRetry={form.retry} />}
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
          <TypeChoice current={type} onChoose={form.chooseType} />
          {provider && (
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
      {step === 'form' && (RegistrationForm ? <RegistrationForm form={form} termsUrl={FOOTER_LINKS.terms || null} /> : <Spinner label={t`Bezig met laden`} />)}
    </section>
  );
}
