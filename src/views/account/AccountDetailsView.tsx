import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../app/PageTitle.tsx';
import { useAccountDetailsFlow, useProfileOwner, type ProfileOwner } from '../../app/wiring/account-details.ts';
import { ProfileForm } from '../../features/account/profile/ProfileForm.tsx';
import { accountDetailsFailureText } from '../../texts/account.ts';
import { failureText } from '../../texts/failures.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../ui/form-page.css';

function Profile({ owner }: { owner: ProfileOwner }) {
  const { t } = useLingui();
  const profile = useAccountDetailsFlow(owner);
  const { failure } = profile;
  switch (profile.step) {
    case 'loading':
      return <Spinner label={t`Uw gegevens worden geladen`} />;
    case 'loadFailed':
      return <RetryNotice text={failure ? accountDetailsFailureText(failure) : failureText(undefined)} onRetry={profile.retry} />;
    case 'form':
      return <ProfileForm profile={profile} />;
  }
}

/** account/details (spec 002 §2, §5): the signed-in contact, their organisation and its invoice details, to change, with the password. */
export function AccountDetailsView() {
  const { t } = useLingui();
  usePageTitle(t`Mijn gegevens`);
  const owner = useProfileOwner();
  if (!owner) return null;
  return (
    <section className="form-page" aria-labelledby="details-title">
      <Breadcrumbs label={t`Kruimelpad`} crumbs={[{ label: t`Home`, href: '/home' }, { label: t`Mijn account`, href: '/account' }, { label: t`Mijn gegevens` }]} />
      <h1 id="details-title">
        <Trans>Mijn gegevens</Trans>
      </h1>
      <Profile key={`${owner.customerId}/${owner.contactId}`} owner={owner} />
    </section>
  );
}
