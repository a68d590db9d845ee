import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { loginOf, type ContactsEvent, type PersonChange, type ShopUser } from '../../../machines/contacts/machine.ts';
import { selectChangesFor, selectConfirmation, selectDefaultRoleName, selectFailure, selectIsBusy, selectLogins, selectMayAdd, selectStatus, selectUsers } from '../../../machines/contacts/selectors.ts';
import { CONTACTS_TAB } from '../../app/account-tabs.ts';
import { useContacts } from '../../app/wiring/contacts.ts';
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
  const [snapshot, send] = useContacts();
  const [, navigate] = useLocation();
  const failure = selectFailure(snapshot);
  const confirmation = selectConfirmation(snapshot);
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
  /** Each change the flow offers for a person, as the row's menu names it. */
  const menuItem = (user: ShopUser, change: PersonChange): RowAction => {
    const contactId = user.ContactID;
    const request = (event: ContactsEvent) => () => send(event);
    switch (change) {
      case 'edit':
        return { id: change, label: t`Bewerken`, onAction: () => navigate(`${CONTACTS_TAB.path}/edit/${encodeURIComponent(contactId)}`) };
      case 'invite':
        return { id: change, label: t`Uitnodigen`, onAction: request({ type: 'INVITE_REQUESTED', contactId }) };
      case 'block':
        return { id: change, label: t`Login blokkeren`, onAction: request({ type: 'BLOCK_REQUESTED', contactId }) };
      case 'unblock':
        return { id: change, label: t`Login deblokkeren`, onAction: request({ type: 'UNBLOCK_REQUESTED', contactId }) };
      case 'promote':
        return { id: change, label: t`Beheerder maken`, onAction: request({ type: 'PROMOTE_REQUESTED', contactId }) };
      case 'revoke':
        return { id: change, label: t`Login intrekken`, isDestructive: true, onAction: request({ type: 'REVOKE_REQUESTED', contactId }) };
      case 'delete':
        return { id: change, label: t`Verwijderen`, isDestructive: true, onAction: request({ type: 'DELETE_REQUESTED', contactId }) };
    }
  };
  const actionsOf = (user: ShopUser): RowAction[] => selectChangesFor(snapshot, user).map((change) => menuItem(user, change));
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
        {selectMayAdd(snapshot) ? (
          <Trans>Wie voor uw organisatie mag reserveren. Nodig een contactpersoon uit om een eigen login te krijgen.</Trans>
        ) : (
          <Trans>Wie voor uw organisatie mag reserveren. De beheerder voegt contactpersonen toe en nodigt ze uit; uw eigen gegevens wijzigt u zelf.</Trans>
        )}
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
          selectMayAdd(snapshot) && (
            <Link href={`${CONTACTS_TAB.path}/add`} className="button">
              <Trans>Contactpersoon toevoegen</Trans>
            </Link>
          )
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
