import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { weekendSaving } from '../../../machines/cart/rules.ts';
import {
  selectCart,
  selectCartLoadFailed,
  selectFailure,
  selectHasNoCart,
  selectIsClearing,
  selectIsConfirmingClear,
  selectIsLoadingCart,
  selectMayProceed,
} from '../../../machines/cart/selectors.ts';
import type { Language } from '../../domain/language.ts';
import { useServices } from '../../app/services.ts';
import { formatMoney } from '../../domain/format.ts';
import { CartActions } from '../../features/checkout/cart/CartActions.tsx';
import { CartLines } from '../../features/checkout/cart/CartLines.tsx';
import { CartTotals } from '../../features/checkout/cart/CartTotals.tsx';
import { EmptyCart } from '../../features/checkout/cart/EmptyCart.tsx';
import { TimeSlots } from '../../features/checkout/cart/TimeSlots.tsx';
import { DeliveryChoice } from '../../features/shared/selection/DeliveryChoice.tsx';
import { SelectionSummary } from '../../features/shared/selection/SelectionSummary.tsx';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Button } from '../../ui/Button.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { usePriceDisplay } from '../../ui/price-display.ts';
import { RetryNotice } from '../../ui/RetryNotice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { cartFailureText } from '../../texts/cart.ts';
import '../../features/checkout/cart/cart.css';
import { usePageTitle } from '../../app/page-title.tsx';

/** Spec 001 §9: transport prices, shown to compare, not used in any calculation. */
const TRANSPORT_ONE_DAY = 8.25;
const TRANSPORT_BOTH_DAYS = 16.48;

function DeliverySection() {
  const { t, i18n } = useLingui();
  const oneDay = formatMoney(TRANSPORT_ONE_DAY, i18n.locale as Language);
  const bothDays = formatMoney(TRANSPORT_BOTH_DAYS, i18n.locale as Language);
  return (
    <section className="cart-section" aria-labelledby="delivery-title">
      <h2 id="delivery-title">
        <Trans>Levering</Trans>
      </h2>
      <DeliveryChoice label={t`Hoe haalt u het materiaal af en brengt u het terug?`} />
      <p className="notice notice-info">
        <Trans>
          Transport door de uitleendienst kost indicatief {oneDay} voor één rit en {bothDays} voor levering én ophaling. Zelf afhalen en terugbrengen is goedkoper.
        </Trans>
      </p>
    </section>
  );
}

export function CartView() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Winkelwagen`);
  const { cart } = useServices();
  const data = useSelector(cart, selectCart);
  const loading = useSelector(cart, selectIsLoadingCart);
  const noCart = useSelector(cart, selectHasNoCart);
  const loadFailed = useSelector(cart, selectCartLoadFailed);
  const failure = useSelector(cart, selectFailure);
  const confirmingClear = useSelector(cart, selectIsConfirmingClear);
  const clearing = useSelector(cart, selectIsClearing);
  const mayProceed = useSelector(cart, selectMayProceed);
  const priceDisplay = usePriceDisplay();
  const money = (amount: number) => formatMoney(amount, i18n.locale as Language);

  if (loading) return <Spinner label={t`De winkelwagen wordt geladen`} />;
  if (loadFailed && failure) {
    return (
      <CartPage>
        <RetryNotice text={cartFailureText(failure)} onRetry={() => cart.send({ type: 'RETRY_REQUESTED' })} />
      </CartPage>
    );
  }
  if (noCart || !data || data.Items.length === 0) {
    return (
      <CartPage>
        <EmptyCart />
      </CartPage>
    );
  }

  const showPrices = priceDisplay !== 'hidden';
  const weekend = weekendSaving(data, priceDisplay === 'including-vat');
  const saving = money(weekend.saving);
  return (
    <CartPage>
      <SelectionSummary />
      <DeliverySection />
      <TimeSlots start={data.DateTimeExpectedStart} end={data.DateTimeExpectedEnd} />
      {showPrices && weekend.saving > 0 && (
        <p className="notice notice-info">
          {weekend.mondayPickUp && weekend.fridayReturn ? (
            <Trans>Afhalen op maandag en terugbrengen op vrijdag kost meer: kies vrijdag en maandag en bespaar {saving}.</Trans>
          ) : weekend.mondayPickUp ? (
            <Trans>Afhalen op maandag kost meer dan afhalen op vrijdag: u bespaart {saving} met een weekendperiode.</Trans>
          ) : (
            <Trans>Terugbrengen op vrijdag kost meer dan terugbrengen op maandag: u bespaart {saving} met een weekendperiode.</Trans>
          )}
        </p>
      )}
      <CartLines cart={data} />
      <CartActions cart={data} />
      {showPrices && (
        <CartTotals cart={data} note={<Trans>Prijzen zijn indicatief; u krijgt de definitieve prijs wanneer de uitleendienst uw aanvraag goedkeurt.</Trans>} />
      )}
      <div className="cart-navigation">
        <Link href="/products" className="button button-secondary">
          <Trans>Verder winkelen</Trans>
        </Link>
        <Button onPress={() => cart.send({ type: 'PROCEED_REQUESTED' })} isDisabled={!mayProceed}>
          <Trans>Verder naar de evenementgegevens</Trans>
        </Button>
      </div>
      {!mayProceed && (
        <p className="muted cart-proceed-hint">
          <Trans>Rond eerst de verplichte acties hierboven af.</Trans>
        </p>
      )}
      <ModalDialog title={t`Winkelwagen leegmaken`} role="alertdialog" isOpen={confirmingClear || clearing} onClose={() => cart.send({ type: 'CLEAR_CANCELLED' })}>
        <p>
          <Trans>Wilt u alle artikelen uit uw winkelwagen verwijderen? Dit kan niet ongedaan gemaakt worden.</Trans>
        </p>
        <div className="dialog-actions">
          <Button variant="secondary" onPress={() => cart.send({ type: 'CLEAR_CANCELLED' })} isDisabled={clearing}>
            <Trans>Annuleren</Trans>
          </Button>
          <Button onPress={() => cart.send({ type: 'CLEAR_CONFIRMED' })} isPending={clearing}>
            <Trans>Leegmaken</Trans>
          </Button>
        </div>
      </ModalDialog>
    </CartPage>
  );
}

/** The cart page's frame: breadcrumbs and heading, over an empty cart or a filled one. */
function CartPage({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="page cart-page">
      <Breadcrumbs label={t`Kruimelpad`} crumbs={[{ label: t`Home`, href: '/home' }, { label: t`Winkelwagen` }]} />
      <h1>
        <Trans>Winkelwagen</Trans>
      </h1>
      {children}
    </div>
  );
}
