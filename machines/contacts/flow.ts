import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { contactsMachine, type ContactsInput, type ShopUser } from './machine.ts';

const person = (ContactID: string, FirstName: string, HasUserAccount: boolean): ShopUser => ({
  ContactID,
  Salutation: 'Ms',
  FirstName,
  LastName: 'Vermeulen',
  Email: `${FirstName.toLowerCase()}@demo.test`,
  Tel: '',
  MobilePhone: '',
  NationalIdentificationNumber: '',
  CustomFields: {},
  UserName: HasUserAccount ? `${FirstName.toLowerCase()}@demo.test` : null,
  RoleName: HasUserAccount ? 'Medewerker' : null,
  HasUserAccount,
});

const SELF = person('CON-1', 'Lotte', true);
const COLLEAGUE = person('CON-2', 'Wout', true);
const WITHOUT_LOGIN = person('CON-3', 'Nina', false);
const input: ContactsInput = { customerId: 'CUST-1', ownContactId: SELF.ContactID, confirmUrl: 'http://localhost/reset-wachtwoord' };

export const contactsFlow: RegisteredMachine = {
  id: 'contacts',
  title: 'Contactpersonen',
  description: 'Contactpersonen en gebruikers op /account/contact: de lijst lezen, iemand zonder login uitnodigen, iemand verwijderen na bevestiging (nooit zichzelf); na elke wijziging opnieuw lezen.',
  machine: contactsMachine,
  input,
  events: () => [
    done('loadUsers', [SELF, COLLEAGUE, WITHOUT_LOGIN]),
    failed('loadUsers'),
    { type: 'RETRY_REQUESTED' },
    { type: 'DELETE_REQUESTED', contactId: COLLEAGUE.ContactID },
    { type: 'INVITE_REQUESTED', contactId: WITHOUT_LOGIN.ContactID },
    { type: 'CONFIRMED' },
    { type: 'CANCELLED' },
    done('deleteUser', undefined),
    failed('deleteUser'),
    done('inviteUser', { ...WITHOUT_LOGIN, HasUserAccount: true }),
    failed('inviteUser'),
  ],
  serialize: byValue,
};
