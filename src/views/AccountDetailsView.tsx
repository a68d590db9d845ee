import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectAccount, selectCustomer } from '../../machines/session/selectors.ts';
import { useServices } from '../app/services.ts';
import { Breadcrumbs } from '../ui/Breadcrumbs.tsx';
import './views.css';

/** account/details: who is signed in, for which organisation. */
export function AccountDetailsView() {
  const { t } = useLingui();
  const { session } = useServices();
  const account = useSelector(session, selectAccount);
  const customer = useSelector(session, selectCustomer);
  if (!account) return null;
  return (
    <section aria-labelledby="details-title">
      <Breadcrumbs label={t`Kruimelpad`} crumbs={[{ label: t`Home`, href: '/home' }, { label: t`Mijn account`, href: '/account' }, { label: t`Mijn gegevens` }]} />
      <h1 id="details-title">
        <Trans>Mijn gegevens</Trans>
      </h1>
      <dl className="details">
        <dt>
          <Trans>Naam</Trans>
        </dt>
        <dd>
          {account.FirstName} {account.LastName}
        </dd>
        <dt>
          <Trans>E-mailadres</Trans>
        </dt>
        <dd>{account.Email}</dd>
        {customer && (
          <>
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
          </>
        )}
      </dl>
    </section>
  );
}
