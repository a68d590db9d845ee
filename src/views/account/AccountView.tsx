import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useOpenAccountTabs } from '../../app/route-access.ts';
import { accountEntryPath, paymentPageTab, type AccountTabWithPage } from '../../app/account-tabs.ts';
import { Guard } from '../../app/Guard.tsx';
import { accountTabOf } from '../../domain/access.ts';
import { paymentTargetOf, type PaymentTarget } from '../../domain/payment.ts';
import { AccountLayout } from '../../features/account/AccountLayout.tsx';
import { PaymentModal } from '../../features/shared/payment/PaymentModal.tsx';
import { AccountDetailsView } from './AccountDetailsView.tsx';
import { ContactsView } from './ContactsView.tsx';
import { CustomerItemsView } from './CustomerItemsView.tsx';
import { InvoicesView } from './InvoicesView.tsx';
import { OrdersView } from './OrdersView.tsx';
import { MessagesView } from './MessagesView.tsx';

/** The page of each tab that has one, for the payment modal to open over. */
const TAB_PAGES: Record<AccountTabWithPage['tab'], () => ReactNode> = {
  profile: () => <AccountDetailsView />,
  contacts: () => <ContactsView />,
  orders: () => <OrdersView />,
  messages: () => <MessagesView />,
  invoices: () => <InvoicesView />,
  items: () => <CustomerItemsView />,
};

/** Which tab `/account` opens: read once the session is settled and signed in. */
function AccountEntry() {
  const search = useSearch();
  const openTabs = useOpenAccountTabs();
  return <Redirect to={accountEntryPath(accountTabOf(new URLSearchParams(search).get('tab')), openTabs)} replace />;
}

/** The payment modal over the tab of what is paid, or the first tab open to the user; closing it stays on that tab. */
function PaymentOverTab({ target }: { target: PaymentTarget }) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const tab = paymentPageTab(target, useOpenAccountTabs());
  return (
    <AccountLayout>
      {tab && TAB_PAGES[tab.tab]()}
      <PaymentModal key={search} target={target} returnUrl={`${location}?${search}`} onClose={() => navigate(tab?.path ?? '/home', { replace: true })} />
    </AccountLayout>
  );
}

/**
 * /account (spec 002 §2): opens the tab of `?tab=` (any case) or the first one open to the user,
 * and is the payment return address. With orderAction=createPayment and an order or invoice in
 * the query the payment modal opens over the tab of what is paid (or the first open tab); the address holds everything, so a
 * reload opens it again and carries on.
 */
export function AccountView() {
  const target = paymentTargetOf(useSearch());
  return <Guard>{target ? <PaymentOverTab target={target} /> : <AccountEntry />}</Guard>;
}
