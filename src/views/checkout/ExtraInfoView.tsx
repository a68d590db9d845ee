import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { selectFailure, selectStep } from '../../../machines/extra-info/selectors.ts';
import { useServices } from '../../app/services.ts';
import { extraInfoInputOf, extraInfoLogic } from '../../app/wiring/extra-info.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { failureText } from '../../texts/failures.ts';
import { EventForm } from '../../features/checkout/extra-info/EventForm.tsx';
import { focusFieldIn } from '../../ui/focus-field.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { usePageTitle } from '../../app/page-title.tsx';

/** extra-info: the event information of the cart (spec 001 §2, §4, §5), between the cart and the summary. */
export function ExtraInfoView() {
  const { t } = useLingui();
  usePageTitle(t`Extra informatie`);
  const services = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  const [input] = useState(() => extraInfoInputOf(services));
  const [snapshot, send, actor] = useFlow(extraInfoLogic, input);
  useEffect(() => {
    const focusing = actor.on('FIELD_FOCUS_REQUESTED', ({ field }) => focusFieldIn(formRef.current, field));
    return () => focusing.unsubscribe();
  }, [actor]);
  const step = selectStep(snapshot);

  return (
    <section aria-labelledby="extra-info-title">
      <Breadcrumbs label={t`Kruimelpad`} crumbs={[{ label: t`Home`, href: '/home' }, { label: t`Winkelwagen`, href: '/winkelwagen' }, { label: t`Extra informatie` }]} />
      <h1 id="extra-info-title">
        <Trans>Extra informatie over uw evenement</Trans>
      </h1>
      {step === 'loading' && <Spinner label={t`Het formulier wordt geladen`} />}
      {step === 'loadFailed' && <RetryNotice text={failureText(selectFailure(snapshot)?.error)} onRetry={() => send({ type: 'RETRY_REQUESTED' })} />}
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
          <EventForm snapshot={snapshot} send={send} formRef={formRef} />
        </>
      )}
    </section>
  );
}
