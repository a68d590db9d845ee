import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { sampleLoginOf, sampleShopUser } from '../../src/domain/shop-user.samples.ts';
import { contactsMachine, type ContactsInput, type People } from './machine.ts';

const ADMIN_ROLE = 'Beheerder';



const SELF = sampleShopUser('CON-1', 'Lotte', ADMIN_ROLE);
const COLLEAGUE = sampleShopUser('CON-2', 'Wout', 'Medewerker');
const BLOCKED = sampleShopUser('CON-4', 'Emma', 'Medewerker');
const WITHOUT_LOGIN = sampleShopUser('CON-3', 'Nina', null);
const PEOPLE: People = {
  users: [SELF, COLLEAGUE, BLOCKED, WITHOUT_LOGIN],
  logins: [sampleLoginOf(SELF, 'Active'), sampleLoginOf(COLLEAGUE, 'Active'), sampleLoginOf(BLOCKED, 'LockedOut')],
};
const input: ContactsInput = { customerId: 'CUST-1', ownContactId: SELF.ContactID, confirmUrl: 'http://localhost/reset-wachtwoord', defaultRoleName: ADMIN_ROLE, isAdmin: true, known: null };

export const contactsFlow: RegisteredMachine = {
  id: 'contacts',
  title: 'Contactpersonen',
  description:
    'Contactpersonen en gebruikers op /account/contact, met hun logins in één golf gelezen: iemand zonder login uitnodigen, een login blokkeren of deblokkeren, en na bevestiging iemand verwijderen, een login intrekken of iemand beheerder maken (nooit zichzelf); na elke wijziging opnieuw lezen, na het doorgeven van de beheerdersrol de lijst verlaten.',
  machine: contactsMachine,
  input,
  // A sub user the setting lets see the list: nothing to change but their own details.
  alternativeInputs: [{ ...input, known: { ...PEOPLE, customerId: input.customerId } }, { ...input, ownContactId: COLLEAGUE.ContactID, isAdmin: false }],
  events: () => [
    done('loadPeople', PEOPLE),
    failed('loadPeople'),
    { type: 'RETRY_REQUESTED' },
    { type: 'DELETE_REQUESTED', contactId: COLLEAGUE.ContactID },
    { type: 'REVOKE_REQUESTED', contactId: COLLEAGUE.ContactID },
    { type: 'PROMOTE_REQUESTED', contactId: COLLEAGUE.ContactID },
    { type: 'INVITE_REQUESTED', contactId: WITHOUT_LOGIN.ContactID },
    { type: 'BLOCK_REQUESTED', contactId: COLLEAGUE.ContactID },
    { type: 'UNBLOCK_REQUESTED', contactId: BLOCKED.ContactID },
    { type: 'CONFIRMED' },
    { type: 'CANCELLED' },
    done('readUserCart', 3),
    failed('readUserCart'),
    done('deleteUser', undefined),
    failed('deleteUser'),
    done('revokeLogin', undefined),
    failed('revokeLogin'),
    done('promoteLogin', PEOPLE.logins.map((login) => (login.ContactID === SELF.ContactID ? { ...login, RoleName: 'Medewerker' } : login))),
    failed('promoteLogin'),
    done('inviteUser', { ...WITHOUT_LOGIN, HasUserAccount: true }),
    failed('inviteUser'),
    done('block', PEOPLE.logins[1]),
    failed('block'),
    done('unblock', PEOPLE.logins[2]),
    failed('unblock'),
  ],
  // The confirmation's branch depends on what it was asked for.
  serialize: (snapshot) => `${byValue(snapshot)}|${(snapshot.context as { change: string | null }).change ?? ''}`,
};
