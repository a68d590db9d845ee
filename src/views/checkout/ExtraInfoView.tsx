import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useExtraInfoFlow } from '../../app/wiring/extra-info.ts';
import { failureText } from '../../texts/failures.ts';
import { EventForm } from '../../features/checkout/extra-info/EventForm.tsx';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { usePageTitle } from '../../app/PageTitle.tsx';

/** extra-info: the event information of the cart (spec 001 §2, §4, §5), between the cart and the summary. */
export function ExtraInfoView() {
  const { t } = useLingui();
  usePageTitle(t`Extra informatie`);
  const form = useExtraInfoFlow();
  const { step } = form;

  return (
    <section aria-labelledby="extra-info-title">
      <Breadcrumbs label={t`Kruimelpad`} crumbs={[{ label: t`Home`, href: '/home' }, { label: t`Winkelwagen`, href: '/winkelwagen' }, { label: t`Extra informatie` }]} />
      <h1 id="extra-info-title">
        <Trans>Extra informatie over uw evenement</Trans>
      </h1>
      {step === 'loading' && <Spinner label={t`Het formulier wordt geladen`} />}
      {step === 'loadFailed' && <RetryNotice text={failureText(form.failure?.error)} onRetry={form.retry} />}
      {step === 'noCart' && (
        <div className="notice">
          <p>
            <Trans>Uw winkelwagen is leeg: er is nog niets om een evenement voor te beschrijven.</Trans>
          </p>
          <Link href="/products" className="button button-primary">
            <Trans>Naar de producten</Trans>
          </Link>
        </div>
      )}
      {step === 'form' && (
        <>
          <p className="extra-info-intro">
            <Trans>Vertel ons waarvoor u het materiaal gebruikt. Zo kan de uitleendienst uw aanvraag vlot beoordelen.</Trans>
          </p>
          <EventForm form={form} />
        </>
      )}
    </section>
  );
}
