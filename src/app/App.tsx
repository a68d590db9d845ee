import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { selectIsStarting, selectPriceDisplay, selectSetUpFailed } from '../../machines/session/selectors.ts';
import { Button } from '../ui/Button.tsx';
import { PriceDisplayContext } from '../ui/price-display.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { ForbiddenView, GeneralErrorView, NotFoundView } from '../views/shared/ErrorPage.tsx';
import { HomeView } from '../views/shop/HomeView.tsx';
import { accountTab, guestCheckout } from './accessRules.ts';
import { CONTACTS_TAB, INVOICES_TAB, ITEMS_TAB, MESSAGES_TAB, ORDERS_TAB, PROFILE_TAB, type AccountTabRoute } from './account-tabs.ts';
import { Guard } from './guards.tsx';
import { Layout } from './Layout.tsx';
import { useServices } from './services.ts';

// Screens off the entry path load on demand, each in its own chunk.
const LoginView = lazy(() => import('../views/onboarding/LoginView.tsx').then((m) => ({ default: m.LoginView })));
const ActivationView = lazy(() => import('../views/onboarding/ActivationView.tsx').then((m) => ({ default: m.ActivationView })));
const ContactView = lazy(() => import('../views/shop/ContactView.tsx').then((m) => ({ default: m.ContactView })));
const LostPasswordView = lazy(() => import('../views/onboarding/LostPasswordView.tsx').then((m) => ({ default: m.LostPasswordView })));
const PasswordResetView = lazy(() => import('../views/onboarding/PasswordResetView.tsx').then((m) => ({ default: m.PasswordResetView })));
const RegistrationView = lazy(() => import('../views/onboarding/RegistrationView.tsx').then((m) => ({ default: m.RegistrationView })));
const AuthenticationChoiceView = lazy(() => import('../views/onboarding/AuthenticationChoiceView.tsx').then((m) => ({ default: m.AuthenticationChoiceView })));
const GuestDetailsView = lazy(() => import('../views/checkout/GuestDetailsView.tsx').then((m) => ({ default: m.GuestDetailsView })));
const AccountView = lazy(() => import('../views/account/AccountView.tsx').then((m) => ({ default: m.AccountView })));
const AccountLayout = lazy(() => import('../features/account/AccountLayout.tsx').then((m) => ({ default: m.AccountLayout })));
const ContactsView = lazy(() => import('../views/account/ContactsView.tsx').then((m) => ({ default: m.ContactsView })));
const ContactFormView = lazy(() => import('../views/account/ContactFormView.tsx').then((m) => ({ default: m.ContactFormView })));
const OrdersView = lazy(() => import('../views/account/OrdersView.tsx').then((m) => ({ default: m.OrdersView })));
const InvoicesView = lazy(() => import('../views/account/InvoicesView.tsx').then((m) => ({ default: m.InvoicesView })));
const CustomerItemsView = lazy(() => import('../views/account/CustomerItemsView.tsx').then((m) => ({ default: m.CustomerItemsView })));
const OrderDetailView = lazy(() => import('../views/account/OrderDetailView.tsx').then((m) => ({ default: m.OrderDetailView })));
const OrderEditView = lazy(() => import('../views/account/OrderEditView.tsx').then((m) => ({ default: m.OrderEditView })));
const MessagesView = lazy(() => import('../views/account/MessagesView.tsx').then((m) => ({ default: m.MessagesView })));
const ConversationView = lazy(() => import('../views/account/ConversationView.tsx').then((m) => ({ default: m.ConversationView })));
const AccountDetailsView = lazy(() => import('../views/account/AccountDetailsView.tsx').then((m) => ({ default: m.AccountDetailsView })));
const ProductListView = lazy(() => import('../views/shop/ProductListView.tsx').then((m) => ({ default: m.ProductListView })));
const ProductView = lazy(() => import('../views/shop/ProductView.tsx').then((m) => ({ default: m.ProductView })));
const SerialRedirectView = lazy(() => import('../views/shop/SerialRedirectView.tsx').then((m) => ({ default: m.SerialRedirectView })));
const CartView = lazy(() => import('../views/checkout/CartView.tsx').then((m) => ({ default: m.CartView })));
const SummaryView = lazy(() => import('../views/checkout/SummaryView.tsx').then((m) => ({ default: m.SummaryView })));
const ThankYouView = lazy(() => import('../views/checkout/ThankYouView.tsx').then((m) => ({ default: m.ThankYouView })));
const ExtraInfoView = lazy(() => import('../views/checkout/ExtraInfoView.tsx').then((m) => ({ default: m.ExtraInfoView })));
const FlowsView = lazy(() => import('../flows/FlowsView.tsx').then((m) => ({ default: m.FlowsView })));

/** An account tab's page: for whom the tab is open, inside the account area's frame. */
function AccountPage({ tab, children }: { tab: AccountTabRoute; children: ReactNode }) {
  return (
    <Guard rules={[accountTab(tab)]}>
      <AccountLayout>{children}</AccountLayout>
    </Guard>
  );
}

/** The route map of spec 000 §2; later screens add their routes here. */
function Routes() {
  const { t } = useLingui();
  return (
    <Suspense fallback={<Spinner label={t`Bezig met laden`} />}>
      <Switch>
        <Route path="/">
          <Redirect to="/home" replace />
        </Route>
        <Route path="/home" component={HomeView} />
        <Route path="/products" component={ProductListView} />
        <Route path="/products/category/:categoryId" component={ProductListView} />
        <Route path="/authenticatie" component={AuthenticationChoiceView} />
        <Route path="/authenticatie/gast">
          <Guard anonymousWithCart rules={[guestCheckout]}>
            <GuestDetailsView />
          </Guard>
        </Route>
        <Route path="/login" component={LoginView} />
        <Route path="/register/:registerKey?">
          {/* Another key (or none) is another registration: the page starts afresh. */}
          {({ registerKey }) => <RegistrationView key={registerKey ?? ''} />}
        </Route>
        <Route path="/activate" component={ActivationView} />
        <Route path="/wachtwoord-vergeten" component={LostPasswordView} />
        <Route path="/contact" component={ContactView} />
        <Route path="/reset-wachtwoord" component={PasswordResetView} />
        <Route path="/account" component={AccountView} />
        <Route path="/account/contact">
          <AccountPage tab={CONTACTS_TAB}>
            <ContactsView />
          </AccountPage>
        </Route>
        <Route path="/account/contact/add">
          <AccountPage tab={CONTACTS_TAB}>
            <ContactFormView key="new" contactId={null} />
          </AccountPage>
        </Route>
        <Route path="/account/contact/edit/:contactId">
          {({ contactId }) => (
            <AccountPage tab={CONTACTS_TAB}>
              <ContactFormView key={contactId} contactId={contactId} />
            </AccountPage>
          )}
        </Route>
        <Route path="/account/orders">
          <AccountPage tab={ORDERS_TAB}>
            <OrdersView />
          </AccountPage>
        </Route>
        <Route path="/account/orders/detail/:orderId">
          {({ orderId }) => (
            <AccountPage tab={ORDERS_TAB}>
              <OrderDetailView key={orderId} reservationOrderId={orderId} />
            </AccountPage>
          )}
        </Route>
        <Route path="/account/orders/edit/:orderId">
          {({ orderId }) => (
            <AccountPage tab={ORDERS_TAB}>
              <OrderEditView key={orderId} reservationOrderId={orderId} />
            </AccountPage>
          )}
        </Route>
        <Route path="/account/messages">
          <AccountPage tab={MESSAGES_TAB}>
            <MessagesView />
          </AccountPage>
        </Route>
        <Route path="/account/messages/:conversationId">
          {({ conversationId }) => (
            <AccountPage tab={MESSAGES_TAB}>
              <ConversationView key={conversationId} conversationId={conversationId} />
            </AccountPage>
          )}
        </Route>
        <Route path="/account/invoices">
          <AccountPage tab={INVOICES_TAB}>
            <InvoicesView />
          </AccountPage>
        </Route>
        <Route path="/account/items">
          <AccountPage tab={ITEMS_TAB}>
            <CustomerItemsView />
          </AccountPage>
        </Route>
        <Route path="/account/details">
          <AccountPage tab={PROFILE_TAB}>
            <AccountDetailsView />
          </AccountPage>
        </Route>
        <Route path="/product/details/:productId" component={ProductView} />
        <Route path="/product/serial/:serial" component={SerialRedirectView} />
        <Route path="/sn/:serial" component={SerialRedirectView} />
        <Route path="/winkelwagen" component={CartView} />
        <Route path="/samenvatting" component={SummaryView} />
        <Route path="/bedankt" component={ThankYouView} />
        <Route path="/extra-info">
          <Guard anonymousWithCart>
            <ExtraInfoView />
          </Guard>
        </Route>
        <Route path="/flows/:machineId?" component={FlowsView} />
        <Route path="/forbidden" component={ForbiddenView} />
        <Route path="/error" component={GeneralErrorView} />
        <Route component={NotFoundView} />
      </Switch>
    </Suspense>
  );
}

export function App() {
  const { t } = useLingui();
  const { session } = useServices();
  const starting = useSelector(session, selectIsStarting);
  const failed = useSelector(session, selectSetUpFailed);
  const priceDisplay = useSelector(session, selectPriceDisplay);
  if (failed) {
    return (
      <main className="page message-page">
        <h1>
          <Trans>De winkel kon niet worden geladen</Trans>
        </h1>
        <p>
          <Trans>Controleer uw internetverbinding en probeer het opnieuw.</Trans>
        </p>
        <Button onPress={() => session.send({ type: 'RETRY_REQUESTED' })}>
          <Trans>Opnieuw proberen</Trans>
        </Button>
      </main>
    );
  }
  return (
    <PriceDisplayContext.Provider value={priceDisplay}>
      <Layout>{starting ? <Spinner label={t`De winkel wordt geladen`} /> : <Routes />}</Layout>
    </PriceDisplayContext.Provider>
  );
}
