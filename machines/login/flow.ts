import { apiError, byValue, done, failed, type RegisteredMachine } from '../registry-kit.ts';
import { sampleToken as token } from '../session/samples.ts';
import { loginMachine, type LoginAccount } from './machine.ts';

const multiAccounts: LoginAccount[] = [
  { CustomerID: 'CUST-1002', ContactID: 'CON-2003', FirstName: 'An', LastName: 'Peeters', CompanyName: 'Gemeente Oostkamp – Dienst Cultuur' },
  { CustomerID: 'CUST-1003', ContactID: 'CON-2004', FirstName: 'Directie', LastName: 'De Regenboog', CompanyName: 'Basisschool De Regenboog' },
  { CustomerID: 'CUST-1003', ContactID: 'CON-2005', FirstName: 'Secretariaat', LastName: 'De Regenboog', CompanyName: 'Basisschool De Regenboog' },
];

export const loginFlow: RegisteredMachine = {
  id: 'login',
  title: 'Aanmelden met identiteitskeuze',
  description: 'Aanmelden met gebruikersnaam of e-mailadres en wachtwoord; bij een login met meerdere accounts kiest men een klant en daarna een contactpersoon.',
  machine: loginMachine,
  input: { queryToken: null, registerKey: null, status: null },
  alternativeInputs: [
    { queryToken: 'token-from-single-sign-on', registerKey: null, status: null },
    { queryToken: null, registerKey: 'DEMO-SLEUTEL-2026', status: null },
    { queryToken: null, registerKey: null, status: 'unauthorized' },
  ],
  secretContext: ['credentials'],
  events: () => [
    { type: 'SUBMITTED', credentials: { userName: 'multi@demo.test', password: 'Demo!2026' } },
    { type: 'SUBMITTED', credentials: { userName: '', password: '' } },
    { type: 'CUSTOMER_CHOSEN', customerId: 'CUST-1002' },
    { type: 'CUSTOMER_CHOSEN', customerId: 'CUST-1003' },
    { type: 'CONTACT_CHOSEN', contactId: 'CON-2005' },
    { type: 'CANCELLED' },
    done('authenticate', { token: null, accounts: multiAccounts }),
    done('authenticate', { token: null, accounts: multiAccounts.slice(1) }),
    done('authenticate', { token, accounts: [multiAccounts[0]] }),
    done('authenticate', { token: null, accounts: [] }),
    failed('authenticate', apiError('incorrect-details')),
    done('identifyToken', { token, account: multiAccounts[0] }),
    failed('identifyToken', apiError('unauthorized')),
    done('startSession', undefined),
    failed('startSession', apiError('not-found')),
  ],
  serialize: (snapshot) =>
    `${byValue(snapshot)}|${snapshot.context.accounts.length}|${snapshot.context.chosenCustomerId}|${snapshot.context.failure?.kind ?? ''}`,
};
