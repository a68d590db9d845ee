import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectAccount } from '../../../machines/session/selectors.ts';
import { useServices } from '../../app/services.ts';
import { accountDetailsLogic } from '../../app/wiring/account-details.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { failureText } from '../../texts/failures.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../shared/views.css';
import { RetryNotice } from '../../ui/RetryNotice.tsx';

function DetailsOf({ customerId, contactId }: { customerId: string; contactId: string }) {
  const { t } = useLingui();
  const [snapshot, send] = useFlow(accountDetailsLogic, { customerId, contactId });
  const { details, failure } = snapshot.context;
  if (snapshot.hasTag('loading')) return <Spinner label={t`Uw gegevens worden geladen`} />;
  if (snapshot.matches('failed') || !details) {
    return (
      <RetryNotice text={failureText(failure?.error)} onRetry={() => send({ type: 'RETRY_REQUESTED' })} />
    );
  }
  const { customer, contact } = details;
  return (
    <dl className="details">
      <dt>
        <Trans>Naam</Trans>
      </dt>
      <dd>
        {contact.FirstName} {contact.LastName}
      </dd>
      <dt>
        <Trans>E-mailadres</Trans>
      </dt>
      <dd>{contact.Email}</dd>
      <dt>
        <Trans>Telefoon</Trans>
      </dt>
      <dd>{contact.Tel || contact.MobilePhone || '–'}</dd>
      <dt>
        <Trans>Organisatie</Trans>
      </dt>
      <dd>{customer.CompanyName}</dd>
      <dt>
        <Trans>Adres</Trans>
      </dt>
      <dd>
        {customer.Street} {customer.HouseNumber}
        {customer.HouseNumberAddition}, {customer.ZipCode} {customer.City}
      </dd>
    </dl>
  );
}

/** account/details: the signed-in contact and their organisation, as the backend has them now. */
export function AccountDetailsView() {
  const { t } = useLingui();
  const { session } = useServices();
  const account = useSelector(session, selectAccount);
  if (!account) return null;
  return (
    <section aria-labelledby="details-title">
      <Breadcrumbs label={t`Kruimelpad`} crumbs={[{ label: t`Home`, href: '/home' }, { label: t`Mijn account`, href: '/account' }, { label: t`Mijn gegevens` }]} />
      <h1 id="details-title">
        <Trans>Mijn gegevens</Trans>
      </h1>
      <DetailsOf key={`${account.CustomerID}/${account.ContactID}`} customerId={account.CustomerID} contactId={account.ContactID} />
    </section>
  );
}
