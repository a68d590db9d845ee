import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { accountDetailsMachine } from './machine.ts';

export const accountDetailsFlow: RegisteredMachine = {
  id: 'accountDetails',
  title: 'Mijn gegevens',
  description: 'The signed-in contact and their organisation as the backend has them now.',
  machine: accountDetailsMachine,
  input: { customerId: 'CUST-1001', contactId: 'CON-2001' },
  events: () => [
    done('loadDetails', { customer: { CustomerID: 'CUST-1001' }, contact: { ContactID: 'CON-2001' } }),
    failed('loadDetails'),
    { type: 'RETRY_REQUESTED' },
  ],
  serialize: byValue,
};
