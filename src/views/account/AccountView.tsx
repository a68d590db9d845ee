import { useSelector } from '@xstate/react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { accountTabAllowed } from '../../app/accessRules.ts';
import { accountEntryPath, ACCOUNT_TAB_ROUTES } from '../../app/account-tabs.ts';
import { Guard } from '../../app/guards.tsx';
import { useServices } from '../../app/services.ts';
import { accountTabOf } from '../../domain/access.ts';
import { paymentTargetOf } from '../../domain/payment.ts';
import { AccountLayout } from '../../features/account/AccountLayout.tsx';
import { PaymentModal } from '../../features/shared/payment/PaymentModal.tsx';
import { AccountDetailsView } from './AccountDetailsView.tsx';

/** Which tab `/account` opens: read once the session is settled and signed in. */
function AccountEntry() {
  const search = useSearch();
  const { session } = useServices();
  const openTabs = useSelector(session, (s) => ACCOUNT_TAB_ROUTES.filter((tab) => accountTabAllowed(s, tab)));
  return <Redirect to={accountEntryPath(accountTabOf(new URLSearchParams(search).get('tab')), openTabs)} replace />;
}

/**
 * /account (spec 002 §2): opens the tab of `?tab=` (any case) or the first one open to the user,
 * and is the payment return address. With orderAction=createPayment and an order or invoice in
 * the query the payment modal opens over the account page; the address holds everything, so a
 * reload opens it again and carries on.
 */
export function AccountView() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const target = paymentTargetOf(search);
  return (
    <Guard>
      {target ? (
        <AccountLayout>
          <AccountDetailsView />
          <PaymentModal key={search} target={target} returnUrl={`${location}?${search}`} onClose={() => navigate('/account/details', { replace: true })} />
        </AccountLayout>
      ) : (
        <AccountEntry />
      )}
    </Guard>
  );
}
