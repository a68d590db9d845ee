import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { loginOf, mayBlock, mayDelete, mayInvite, mayPromote, mayRevoke, mayUnblock, type ContactsInput, type ShopUser } from '../../../machines/contacts/machine.ts';
import { selectConfirmation, selectDefaultRoleName, selectFailure, selectIsBusy, selectLogins, selectOwnContactId, selectStatus, selectUsers } from '../../../machines/contacts/selectors.ts';
import { selectAccount, selectPending, selectSettings } from '../../../machines/session/selectors.ts';
import { CONTACTS_TAB } from '../../app/account-tabs.ts';
import { useServices } from '../../app/services.ts';
import { contactsLogic } from '../../app/wiring/contacts.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { personRoleOf } from '../../domain/access.ts';
import { contactsPersonName } from '../../domain/shop-user.ts';
import { confirmationText, confirmationTitle, contactsFailureText, loginStatusText, openCartText, personRoleText } from '../../texts/account.ts';
import { Button } from '../../ui/Button.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { DataTable, type RowAction, type TableColumn } from '../../ui/table/DataTable.tsx';
import '../shared/views.css';
import { usePageTitle } from '../../app/page-title.tsx';

/** account/contact (spec 002 §2): the organisation's contact persons and shop users. */
export function ContactsView() {
  const { t } = useLingui();
  usePageTitle(t`Contactpersonen en gebruikers`);
  const { session } = useServices();
  // The page's guard lets only a signed-in admin in: the account is there when it opens.
  const [input] = useState((): ContactsInput => {
    const account = selectAccount(session.getSnapshot());
    return {
      customerId: account?.CustomerID ?? '',
      ownContactId: account?.ContactID ?? '',
      confirmUrl: new URL('/reset-wachtwoord', window.location.origin).toString(),
      defaultRoleName: selectSettings(session.getSnapshot())?.DefaultRoleName ?? '',
      known: selectPending(session.getSnapshot()).people ?? null,
    };
  });
  const [snapshot, send] = useFlow(contactsLogic, input);
  const [, navigate] = useLocation();
  const failure = selectFailure(snapshot);
  const confirmation = selectConfirmation(snapshot);
  const ownContactId = selectOwnContactId(snapshot);
  const defaultRoleName = selectDefaultRoleName(snapshot);
  const logins = selectLogins(snapshot);

  const columns: TableColumn<ShopUser>[] = [
    { id: 'firstName', header: t`Voornaam`, cell: (user) => user.FirstName, isRowHeader: true },
    { id: 'lastName', header: t`Achternaam`, cell: (user) => user.LastName },
    { id: 'phone', header: t`Telefoon`, cell: (user) => <span className="table-nowrap">{user.Tel || '–'}</span>, hideable: true },
    { id: 'mobile', header: t`Gsm`, cell: (user) => <span className="table-nowrap">{user.MobilePhone || '–'}</span>, hideable: true },
    { id: 'email', header: t`E-mailadres`, cell: (user) => <span className="table-breakable">{user.Email}</span>, hideable: true },
    { id: 'role', header: t`Rol`, cell: (user) => roleOf(user), hideable: true },
  ];
  const actionsOf = (user: ShopUser): RowAction[] => [
    { id: 'edit', label: t`Bewerken`, onAction: () => navigate(`${CONTACTS_TAB.path}/edit/${encodeURIComponent(user.ContactID)}`) },
    ...(mayInvite(user) ? [{ id: 'invite', label: t`Uitnodigen`, onAction: () => send({ type: 'INVITE_REQUESTED', contactId: user.ContactID }) }] : []),
    ...(mayBlock(loginOf(logins, user.ContactID), ownContactId) ? [{ id: 'block', label: t`Login blokkeren`, onAction: () => send({ type: 'BLOCK_REQUESTED', contactId: user.ContactID }) }] : []),
    ...(mayUnblock(loginOf(logins, user.ContactID), ownContactId) ? [{ id: 'unblock', label: t`Login deblokkeren`, onAction: () => send({ type: 'UNBLOCK_REQUESTED', contactId: user.ContactID }) }] : []),
    ...(mayPromote(loginOf(logins, user.ContactID), ownContactId, defaultRoleName)
      ? [{ id: 'promote', label: t`Beheerder maken`, onAction: () => send({ type: 'PROMOTE_REQUESTED', contactId: user.ContactID }) }]
      : []),
    ...(mayRevoke(loginOf(logins, user.ContactID), ownContactId)
      ? [{ id: 'revoke', label: t`Login intrekken`, isDestructive: true, onAction: () => send({ type: 'REVOKE_REQUESTED', contactId: user.ContactID }) }]
      : []),
    ...(mayDelete(user, ownContactId) ? [{ id: 'delete', label: t`Verwijderen`, isDestructive: true, onAction: () => send({ type: 'DELETE_REQUESTED', contactId: user.ContactID }) }] : []),
  ];
  /** The role, and why a login cannot sign in when it cannot. */
  const roleOf = (user: ShopUser) => {
    const status = loginStatusText(loginOf(logins, user.ContactID)?.Status ?? 'Active');
    return (
      <>
        {personRoleText(personRoleOf(user, defaultRoleName))}
        {status && <span className="table-cell-note">{status}</span>}
      </>
    );
  };

  return (
    <section aria-labelledby="contacts-title">
      <h1 id="contacts-title">
        <Trans>Contactpersonen en gebruikers</Trans>
      </h1>
      <p className="muted">
        <Trans>Wie voor uw organisatie mag reserveren. Nodig een contactpersoon uit om een eigen login te krijgen.</Trans>
      </p>
      <DataTable
        label={t`Contactpersonen en gebruikers`}
        columns={columns}
        rows={selectUsers(snapshot)}
        rowKey={(user) => user.ContactID}
        rowName={(user) => `${user.FirstName} ${user.LastName}`}
        status={selectStatus(snapshot)}
        emptyText={t`Uw organisatie heeft nog geen contactpersonen.`}
        failureText={failure ? contactsFailureText(failure) : undefined}
        onRetry={() => send({ type: 'RETRY_REQUESTED' })}
        rowActions={actionsOf}
        tools={
          <Link href={`${CONTACTS_TAB.path}/add`} className="button">
            <Trans>Contactpersoon toevoegen</Trans>
          </Link>
        }
      />
      <ModalDialog title={confirmation ? confirmationTitle(confirmation.change) : ''} role="alertdialog" isOpen={confirmation !== null} onClose={() => send({ type: 'CANCELLED' })}>
        {confirmation && (
          <>
            <p>{confirmationText(confirmation.change, contactsPersonName(confirmation.person))}</p>
            {confirmation.openCartItems !== null && <p>{openCartText(contactsPersonName(confirmation.person), confirmation.openCartItems)}</p>}
            <div className="message-actions">
              <Button variant="secondary" onPress={() => send({ type: 'CANCELLED' })}>
                <Trans>Annuleren</Trans>
              </Button>
              <Button isPending={selectIsBusy(snapshot)} onPress={() => send({ type: 'CONFIRMED' })}>
                {confirmationTitle(confirmation.change)}
              </Button>
            </div>
          </>
        )}
      </ModalDialog>
    </section>
  );
}
