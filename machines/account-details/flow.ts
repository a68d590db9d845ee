import { byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { accountDetailsMachine } from './machine.ts';

export const accountDetailsFlow: RegisteredMachine = {
  id: 'accountDetails',
  title: 'Mijn gegevens',
  description: 'De aangemelde contactpersoon en zijn of haar organisatie, zoals de backend ze nu kent.',
  machine: accountDetailsMachine,
  input: { customerId: 'CUST-1001', contactId: 'CON-2001' },
  events: () => [
    done('loadDetails', { customer: { CustomerID: 'CUST-1001' }, contact: { ContactID: 'CON-2001' } }),
    failed('loadDetails'),
    { type: 'RETRY_REQUESTED' },
  ],
  serialize: byValue,
};
