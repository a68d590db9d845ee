import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ApiError } from '../../src/domain/api-error.ts';
import { hasProfileChanges, profileFrom } from '../../src/domain/profile.ts';
import { SAMPLE_CONTACT, SAMPLE_CUSTOMER, SAMPLE_DETAIL } from '../../src/domain/profile.samples.ts';
import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { accountDetailsMachine, changesOf, formCheck, type AccountDetailsContext, type AccountDetailsEvent, type AccountDetailsInput, type SavedProfile } from './machine.ts';

const input: AccountDetailsInput = { customerId: SAMPLE_CUSTOMER.CustomerID, contactId: SAMPLE_CONTACT.ContactID, provincial: false, draft: null };
const refused: ApiError = { kind: 'invalid-response', status: 503, serverMessage: 'De demo-backend simuleert een storing' };
const everythingSaved: SavedProfile = { contact: { ...SAMPLE_CONTACT, Tel: '050 44 55 66' }, customer: null, detail: null, passwordChanged: true, error: null };
const contactOnlySaved: SavedProfile = { ...everythingSaved, passwordChanged: false, error: refused };
const loaded = profileFrom(SAMPLE_CONTACT, SAMPLE_CUSTOMER, SAMPLE_DETAIL);

export const accountDetailsFlow: RegisteredMachine = {
  id: 'account-details',
  title: 'Mijn gegevens',
  description:
    'Mijn gegevens op /account/details: de contactpersoon, de klant en de klantdetails in één golf gelezen, het formulier als concept bewaard (zonder wachtwoord), een ongeldige verzending noemt elk geweigerd veld; bewaren in één golf, enkel wat veranderde, met het nieuwe wachtwoord.',
  machine: accountDetailsMachine,
  input,
  alternativeInputs: [
    { ...input, provincial: true },
    { ...input, draft: { customerId: input.customerId, contactId: input.contactId, values: { ...loaded, contact: { ...loaded.contact, phone: '050 99 99 99' } } } },
  ],
  secretContext: ['newPassword'],
  // Only the events that change something where they are sent, so the paths stay few.
  events: (snapshot: AnyMachineSnapshot): (AccountDetailsEvent | EventObject)[] => {
    const context = snapshot.context as AccountDetailsContext;
    return [
      done('loadContact', SAMPLE_CONTACT),
      failed('loadContact'),
      done('loadCustomer', SAMPLE_CUSTOMER),
      failed('loadCustomer', { kind: 'not-found', status: 404, serverMessage: 'Klant niet gevonden' }),
      done('loadCustomerDetail', SAMPLE_DETAIL),
      failed('loadCustomerDetail'),
      { type: 'RETRY_REQUESTED' },
      { type: 'FIELD_CHANGED', patch: { contact: { phone: '050 44 55 66' } } },
      { type: 'FIELD_CHANGED', patch: { contact: { email: 'lotte@' } } },
      { type: 'PASSWORD_CHANGE_TOGGLED', on: !context.passwordChange },
      { type: 'NEW_PASSWORD_CHANGED', patch: { password: 'Branding!2027', confirmation: 'Branding!2027' } },
      { type: 'CHANGES_DISCARDED' },
      { type: 'SUBMITTED' },
      done('saveProfile', everythingSaved),
      done('saveProfile', contactOnlySaved),
    ];
  },
  serialize: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as AccountDetailsContext;
    const form = context.values ? `${formCheck(context).valid}|${hasProfileChanges(changesOf(context))}|${context.passwordChange}` : '';
    return `${byValue(snapshot)}|${form}|${context.detail !== null}`;
  },
};
