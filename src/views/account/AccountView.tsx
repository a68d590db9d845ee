import { Redirect, useLocation, useSearch } from 'wouter';
import { Guard } from '../../app/guards.tsx';
import { paymentTargetOf } from '../../domain/payment.ts';
import { PaymentModal } from '../../features/shared/payment/PaymentModal.tsx';
import { AccountDetailsView } from './AccountDetailsView.tsx';

/**
 * /account: the account details (spec 002 §2), and the payment return address. With
 * orderAction=createPayment and an order or invoice in the query the payment modal opens over
 * the account page; the address holds everything, so a reload opens it again and carries on.
 */
export function AccountView() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const target = paymentTargetOf(search);
  if (!target) return <Redirect to="/account/details" replace />;
  return (
    <Guard>
      <AccountDetailsView />
      <PaymentModal
        key={search}
        target={target}
        returnUrl={`${location}?${search}`}
        onClose={() => navigate('/account/details', { replace: true })}
      />
    </Guard>
  );
}
