import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { selectFailure, selectStep } from '../../../machines/account-details/selectors.ts';
import { selectAccount } from '../../../machines/session/selectors.ts';
import { useServices } from '../../app/services.ts';
import { accountDetailsInputOf, accountDetailsLogic } from '../../app/wiring/account-details.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { ProfileForm } from '../../features/account/profile/ProfileForm.tsx';
import { accountDetailsFailureText } from '../../texts/account.ts';
import { failureText } from '../../texts/failures.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { focusFieldIn } from '../../ui/focus-field.ts';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../ui/form-page.css';
import { usePageTitle } from '../../app/page-title.tsx';

function Profile({ customerId, contactId }: { customerId: string; contactId: string }) {
  const { t } = useLingui();
  const services = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  // Read once when the page opens: the form starts from the unsaved changes the session store kept.
  const [input] = useState(() => accountDetailsInputOf(services, { customerId, contactId }));
  const [snapshot, send, actor] = useFlow(accountDetailsLogic, input);
  useEffect(() => {
    const focusing = actor.on('FIELD_FOCUS_REQUESTED', ({ field }) => focusFieldIn(formRef.current, field));
    return () => focusing.unsubscribe();
  }, [actor]);
  const failure = selectFailure(snapshot);
  switch (selectStep(snapshot)) {
    case 'loading':
      return <Spinner label={t`Uw gegevens worden geladen`} />;
    case 'loadFailed':
      return <RetryNotice text={failure ? accountDetailsFailureText(failure) : failureText(undefined)} onRetry={() => send({ type: 'RETRY_REQUESTED' })} />;
    case 'form':
      return <ProfileForm snapshot={snapshot} send={send} formRef={formRef} />;
  }
}

/** account/details (spec 002 §2, §5): the signed-in contact, their organisation and its invoice details, to change, with the password. */
export function AccountDetailsView() {
  const { t } = useLingui();
  usePageTitle(t`Mijn gegevens`);
  const { session } = useServices();
  const account = useSelector(session, selectAccount);
  if (!account) return null;
  return (
    <section className="form-page" aria-labelledby="details-title">
      <Breadcrumbs label={t`Kruimelpad`} crumbs={[{ label: t`Home`, href: '/home' }, { label: t`Mijn account`, href: '/account' }, { label: t`Mijn gegevens` }]} />
      <h1 id="details-title">
        <Trans>Mijn gegevens</Trans>
      </h1>
      <Profile key={`${account.CustomerID}/${account.ContactID}`} customerId={account.CustomerID} contactId={account.ContactID} />
    </section>
  );
}
