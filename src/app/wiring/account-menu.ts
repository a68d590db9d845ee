import { useSelector } from '@xstate/react';
import { selectAccount, selectCustomer } from '../../../machines/session/selectors.ts';
import { fullNameOf } from '../../domain/contact-person.ts';
import { useOpenAccountTabs } from '../route-access.ts';
import { useServices } from '../services-context.ts';

/**
 * The account area's menu (spec 002 §2), following the session: the tabs this user may open, the
 * signed-in user's name and organisation, and the way out.
 */
export function useAccountMenu() {
  const { session } = useServices();
  const userName = useSelector(session, (s) => {
    const account = selectAccount(s);
    return account && fullNameOf({ firstName: account.FirstName, lastName: account.LastName });
  });
  const organisation = useSelector(session, (s) => selectCustomer(s)?.CompanyName || null);
  return {
    userName,
    organisation,
    tabs: useOpenAccountTabs(),
    signOut: () => session.send({ type: 'LOGOUT_REQUESTED' }),
  };
}
