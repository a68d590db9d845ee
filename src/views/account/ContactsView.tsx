import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { PersonChange, PersonRow } from '../../../machines/contacts/selectors.ts';
import { CONTACTS_TAB } from '../../app/account-tabs.ts';
import { usePageTitle } from '../../app/PageTitle.tsx';
import { useContactsFlow } from '../../app/wiring/contacts.ts';
import { contactsPersonName } from '../../domain/shop-user.ts';
import { confirmationText, confirmationTitle, contactsFailureText, loginStatusText, openCartText, personRoleText } from '../../texts/account.ts';
import { Button } from '../../ui/Button.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { DataTable, type RowAction, type TableColumn } from '../../ui/table/DataTable.tsx';
import '../shared/views.css';

/** account/contact (spec 002 §2): the organisation's contact persons and shop users. */
export function ContactsView() {
  const { t } = useLingui();
  usePageTitle(t`Contactpersonen en gebruikers`);
  const contacts = useContactsFlow();
  const { failure, confirmation } = contacts;

  const columns: TableColumn<PersonRow>[] = [
    { id: 'firstName', header: t`Voornaam`, cell: ({ user }) => user.FirstName, isRowHeader: true },
    { id: 'lastName', header: t`Achternaam`, cell: ({ user }) => user.LastName },
    { id: 'phone', header: t`Telefoon`, cell: ({ user }) => <span className="table-nowrap">{user.Tel || '–'}</span>, hideable: true },
    { id: 'mobile', header: t`Gsm`, cell: ({ user }) => <span className="table-nowrap">{user.MobilePhone || '–'}</span>, hideable: true },
    { id: 'email', header: t`E-mailadres`, cell: ({ user }) => <span className="table-breakable">{user.Email}</span>, hideable: true, wide: true },
    { id: 'role', header: t`Rol`, cell: (row) => <RoleCell row={row} />, hideable: true },
  ];
  /** Each change the flow offers for a person, as the row's menu names it. */
  const menuItem = (contactId: string, change: PersonChange): RowAction => {
    switch (change) {
      case 'edit':
        return { id: change, label: t`Bewerken`, onAction: () => contacts.edit(contactId) };
      case 'invite':
        return { id: change, label: t`Uitnodigen`, onAction: () => contacts.invite(contactId) };
      case 'block':
        return { id: change, label: t`Login blokkeren`, onAction: () => contacts.block(contactId) };
      case 'unblock':
        return { id: change, label: t`Login deblokkeren`, onAction: () => contacts.unblock(contactId) };
      case 'promote':
        return { id: change, label: t`Beheerder maken`, onAction: () => contacts.promote(contactId) };
      case 'revoke':
        return { id: change, label: t`Login intrekken`, isDestructive: true, onAction: () => contacts.revoke(contactId) };
      case 'delete':
        return { id: change, label: t`Verwijderen`, isDestructive: true, onAction: () => contacts.remove(contactId) };
    }
  };

  return (
    <section aria-labelledby="contacts-title">
      <h1 id="contacts-title">
        <Trans>Contactpersonen en gebruikers</Trans>
      </h1>
      <p className="muted">
        {contacts.mayAdd ? (
          <Trans>Wie voor uw organisatie mag reserveren. Nodig een contactpersoon uit om een eigen login te krijgen.</Trans>
        ) : (
          <Trans>Wie voor uw organisatie mag reserveren. De beheerder voegt contactpersonen toe en nodigt ze uit; uw eigen gegevens wijzigt u zelf.</Trans>
        )}
      </p>
      <DataTable
        label={t`Contactpersonen en gebruikers`}
        columns={columns}
        rows={contacts.people}
        rowKey={({ user }) => user.ContactID}
        rowName={({ user }) => `${user.FirstName} ${user.LastName}`}
        status={contacts.status}
        emptyText={t`Uw organisatie heeft nog geen contactpersonen.`}
        failureText={failure ? contactsFailureText(failure) : undefined}
        onRetry={contacts.retry}
        rowActions={({ user, changes }) => changes.map((change) => menuItem(user.ContactID, change))}
        tools={
          contacts.mayAdd && (
            <Link href={`${CONTACTS_TAB.path}/add`} className="button">
              <Trans>Contactpersoon toevoegen</Trans>
            </Link>
          )
        }
      />
      <ModalDialog title={confirmation ? confirmationTitle(confirmation.change) : ''} role="alertdialog" isOpen={confirmation !== null} onClose={contacts.cancel}>
        {confirmation && (
          <>
            <p>{confirmationText(confirmation.change, contactsPersonName(confirmation.person))}</p>
            {confirmation.openCartItems !== null && <p>{openCartText(contactsPersonName(confirmation.person), confirmation.openCartItems)}</p>}
            <div className="message-actions">
              <Button variant="secondary" onPress={contacts.cancel}>
                <Trans>Annuleren</Trans>
              </Button>
              <Button isPending={contacts.busy} onPress={contacts.confirm}>
                {confirmationTitle(confirmation.change)}
              </Button>
            </div>
          </>
        )}
      </ModalDialog>
    </section>
  );
}

/** The role, and why a login cannot sign in when it cannot. */
function RoleCell({ row }: { row: PersonRow }) {
  const status = row.loginStatus && loginStatusText(row.loginStatus);
  return (
    <>
      {personRoleText(row.role)}
      {status && <span className="table-cell-note">{status}</span>}
    </>
  );
}
