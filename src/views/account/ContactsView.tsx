import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { mayDelete, mayInvite, type ContactsInput, type ShopUser } from '../../../machines/contacts/machine.ts';
import { selectDeleting, selectFailure, selectIsBusy, selectOwnContactId, selectStatus, selectUsers } from '../../../machines/contacts/selectors.ts';
import { selectAccount, selectSettings } from '../../../machines/session/selectors.ts';
import { useServices } from '../../app/services.ts';
import { contactsLogic } from '../../app/wiring/contacts.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { personRoleOf } from '../../domain/access.ts';
import { contactsFailureText, personRoleText } from '../../texts/account.ts';
import { Button } from '../../ui/Button.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { DataTable, type RowAction, type TableColumn } from '../../ui/table/DataTable.tsx';
import '../shared/views.css';

/** account/contact (spec 002 §2): the organisation's contact persons and shop users. */
export function ContactsView() {
  const { t } = useLingui();
  const { session } = useServices();
  const settings = useSelector(session, selectSettings);
  // The page's guard lets only a signed-in admin in: the account is there when it opens.
  const [input] = useState((): ContactsInput => {
    const account = selectAccount(session.getSnapshot());
    return { customerId: account?.CustomerID ?? '', ownContactId: account?.ContactID ?? '', confirmUrl: new URL('/reset-wachtwoord', window.location.origin).toString() };
  });
  const [snapshot, send] = useFlow(contactsLogic, input);
  const failure = selectFailure(snapshot);
  const deleting = selectDeleting(snapshot);
  const ownContactId = selectOwnContactId(snapshot);

  const columns: TableColumn<ShopUser>[] = [
    { id: 'firstName', header: t`Voornaam`, cell: (user) => user.FirstName, isRowHeader: true },
    { id: 'lastName', header: t`Achternaam`, cell: (user) => user.LastName },
    { id: 'phone', header: t`Telefoon`, cell: (user) => <span className="table-nowrap">{user.Tel || '–'}</span>, hideable: true },
    { id: 'mobile', header: t`Gsm`, cell: (user) => <span className="table-nowrap">{user.MobilePhone || '–'}</span>, hideable: true },
    { id: 'email', header: t`E-mailadres`, cell: (user) => user.Email, hideable: true },
    { id: 'role', header: t`Rol`, cell: (user) => personRoleText(personRoleOf(user, settings?.DefaultRoleName ?? '')), hideable: true },
  ];
  const actionsOf = (user: ShopUser): RowAction[] => [
    ...(mayInvite(user) ? [{ id: 'invite', label: t`Uitnodigen`, onAction: () => send({ type: 'INVITE_REQUESTED', contactId: user.ContactID }) }] : []),
    ...(mayDelete(user, ownContactId) ? [{ id: 'delete', label: t`Verwijderen`, isDestructive: true, onAction: () => send({ type: 'DELETE_REQUESTED', contactId: user.ContactID }) }] : []),
  ];

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
      />
      <ModalDialog title={t`Contactpersoon verwijderen`} role="alertdialog" isOpen={deleting !== null} onClose={() => send({ type: 'CANCELLED' })}>
        {deleting && (
          <>
            <p>
              <Trans>
                Wilt u {deleting.FirstName} {deleting.LastName} verwijderen? Een login van deze persoon verliest de toegang tot uw organisatie.
              </Trans>
            </p>
            <div className="message-actions">
              <Button variant="secondary" onPress={() => send({ type: 'CANCELLED' })}>
                <Trans>Annuleren</Trans>
              </Button>
              <Button isPending={selectIsBusy(snapshot)} onPress={() => send({ type: 'CONFIRMED' })}>
                <Trans>Verwijderen</Trans>
              </Button>
            </div>
          </>
        )}
      </ModalDialog>
    </section>
  );
}
