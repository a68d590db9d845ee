import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { createExtraInfoActors } from '../../machines/extra-info/actors.ts';
import { extraInfoMachine, type ExtraInfoInput } from '../../machines/extra-info/machine.ts';
import { selectFailure, selectStep } from '../../machines/extra-info/selectors.ts';
import { useServices } from '../app/services.ts';
import { EventForm, focusFieldIn } from '../features/extra-info/EventForm.tsx';
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx';
import { RetryNotice } from '../ui/RetryNotice.tsx';
import { Spinner } from '../ui/Spinner.tsx';

/** extra-info: the event information of the cart (spec 001 §2, §4, §5), between the cart and the summary. */
export function ExtraInfoView() {
  const { t } = useLingui();
  const { api, session, cart, toasts, inspect } = useServices();
  const [, navigate] = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const [input] = useState((): ExtraInfoInput => {
    const { pending } = session.getSnapshot().context.store;
    return { draft: pending.eventDraft ?? null, orderType: pending.orderType ?? null, notes: pending.notes ?? null };
  });
  const [logic] = useState(() =>
    extraInfoMachine.provide({
      actors: createExtraInfoActors(api, cart),
      actions: {
        storeDraft: (_, { draft }) => session.send({ type: 'PENDING_CHANGED', patch: { eventDraft: draft } }),
        announceInvalid: () => toasts.send({ type: 'TOAST_REQUESTED', tone: 'error', text: translate`Niet alle velden zijn (correct) ingevoerd` }),
        focusField: (_, { field }) => focusFieldIn(formRef.current, field),
        storeCheckoutValues: (_, { notes, orderType }) => session.send({ type: 'PENDING_CHANGED', patch: { notes, orderType } }),
        goToSummary: () => navigate('/samenvatting'),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input, inspect });
  const step = selectStep(snapshot);

  return (
    <section className="extra-info-page" aria-labelledby="extra-info-title">
      <Breadcrumbs label={t`Kruimelpad`} crumbs={[{ label: t`Home`, href: '/home' }, { label: t`Winkelwagen`, href: '/winkelwagen' }, { label: t`Extra informatie` }]} />
      <h1 id="extra-info-title">
        <Trans>Extra informatie over uw evenement</Trans>
      </h1>
      {step === 'loading' && <Spinner label={t`Het formulier wordt geladen`} />}
      {step === 'loadFailed' && <RetryNotice text={selectFailure(snapshot)?.text} onRetry={() => send({ type: 'RETRY_REQUESTED' })} />}
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
