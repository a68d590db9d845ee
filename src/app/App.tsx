import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { selectIsStarting, selectPriceDisplay, selectSetUpFailed } from '../../machines/session/selectors.ts';
import { Button } from '../ui/Button.tsx';
import { PriceDisplayContext } from '../ui/price-display.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { ForbiddenView, GeneralErrorView, NotFoundView } from '../views/shared/ErrorPage.tsx';
import { HomeView } from '../views/shop/HomeView.tsx';
import { accountTab, guestCheckout } from './route-access.ts';
import { CONTACTS_TAB, INVOICES_TAB, ITEMS_TAB, MESSAGES_TAB, ORDERS_TAB, PROFILE_TAB, type AccountTabRoute } from './account-tabs.ts';
import { useFirstScreenHydrated } from './first-screen-context.ts';
import { Guard } from './Guard.tsx';
import { Layout } from './Layout.tsx';
import { screens } from './screens.ts';
import { useServices } from './services-context.ts';

// Screens off the entry path load on demand, each in its own chunk (screens.ts fetches them ahead).
const LoginView = screens.login.Component;
const ActivationView = screens.activation.Component;
const ContactView = screens.contact.Component;
const LostPasswordView = screens.lostPassword.Component;
const PasswordResetView = screens.passwordReset.Component;
const RegistrationView = screens.registration.Component;
const AuthenticationChoiceView = screens.authenticationChoice.Component;
const GuestDetailsView = screens.guestDetails.Component;
const AccountView = screens.account.Component;
const AccountLayout = screens.accountLayout.Component;
const ContactsView = screens.contacts.Component;
const ContactPersonView = screens.contactPerson.Component;
const OrdersView = screens.orders.Component;
const InvoicesView = screens.invoices.Component;
const CustomerItemsView = screens.customerItems.Component;
const OrderDetailView = screens.orderDetail.Component;
const OrderEditView = screens.orderEdit.Component;
const MessagesView = screens.messages.Component;
const ConversationView = screens.conversation.Component;
const AccountDetailsView = screens.accountDetails.Component;
const ProductListView = screens.productList.Component;
const ProductView = screens.product.Component;
const SerialRedirectView = screens.serialRedirect.Component;
const CartView = screens.cart.Component;
const SummaryView = screens.summary.Component;
const ThankYouView = screens.thankYou.Component;
const ExtraInfoView = screens.extraInfo.Component;
const FlowsView = screens.flows.Component;

/** An account tab's page: for whom the tab is open, inside the account area's frame. */
function AccountPage({ tab, children }: { tab: AccountTabRoute; children: ReactNode }) {
  return (
    <Guard rules={[accountTab(tab)]}>
      <AccountLayout>{children}</AccountLayout>
    </Guard>
  );
}

/** Inside the routes' boundary: once the page the server rendered is hydrated, the browser's own may show. */
function FirstScreenHydrated() {
  useFirstScreenHydrated();
  return null;
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
            <ContactPersonView key="new" contactId={null} />
          </AccountPage>
        </Route>
        <Route path="/account/contact/edit/:contactId">
          {({ contactId }) => (
            <AccountPage tab={CONTACTS_TAB}>
              <ContactPersonView key={contactId} contactId={contactId} />
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
      <FirstScreenHydrated />
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
