import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Cart } from '../../../../machines/cart/machine.ts';
import { useFilledCart } from '../../../app/wiring/cart-page.ts';
import { formatMoney } from '../../../domain/format.ts';
import type { Language } from '../../../domain/language.ts';
import { Button } from '../../../ui/Button.tsx';
import { usePageSettled } from '../../../ui/after-page-settles.ts';
import { componentOnDemand, useLoadedComponent } from '../../../ui/code-on-demand.ts';
import { proceedRefusalText } from '../../../texts/cart.ts';
import { DeliveryChoice } from '../../shared/selection/DeliveryChoice.tsx';
import { SelectionSummary } from '../../shared/selection/SelectionSummary.tsx';
import { CartActions } from './CartActions.tsx';
import { CartLines } from './CartLines.tsx';
import { CartTotals } from './CartTotals.tsx';
import { TimeSlots } from './TimeSlots.tsx';

const clearCartDialog = componentOnDemand(
  () => import('./CartDialogs.tsx'),
  (m) => m.ClearCartDialog,
);

/** `salesMode`: a sale is picked up (or delivered) once and kept, so there is no return trip. */
function DeliverySection({ salesMode, transport }: Pick<ReturnType<typeof useFilledCart>, 'salesMode' | 'transport'>) {
  const { t, i18n } = useLingui();
  const oneTrip = transport && formatMoney(transport.oneTrip, i18n.locale as Language);
  const bothTrips = transport && formatMoney(transport.bothTrips, i18n.locale as Language);
  return (
    <section className="cart-section" aria-labelledby="delivery-title">
      <h2 id="delivery-title">
        <Trans>Levering</Trans>
      </h2>
      <DeliveryChoice label={salesMode ? t`Hoe krijgt u het materiaal?` : t`Hoe haalt u het materiaal af en brengt u het terug?`} />
      <p className="notice notice-info">
        {transport && salesMode && <Trans>Levering door de uitleendienst kost indicatief {oneTrip}. Zelf afhalen is goedkoper.</Trans>}
        {transport && !salesMode && (
          <Trans>
            Transport door de uitleendienst kost indicatief {oneTrip} voor één rit en {bothTrips} voor levering én ophaling. Zelf afhalen en terugbrengen is goedkoper.
          </Trans>
        )}
        {!transport && salesMode && <Trans>Levering door de uitleendienst kost meer dan zelf afhalen.</Trans>}
        {!transport && !salesMode && <Trans>Transport door de uitleendienst kost meer dan zelf afhalen en terugbrengen.</Trans>}
      </p>
    </section>
  );
}

/**
 * A cart with articles (spec 001 §2 winkelwagen): the selection, delivery, time slots, lines,
 * actions and totals. A chunk of its own: an empty cart, the page a first visitor sees, needs
 * none of it.
 */
export function FilledCart({ cart: data }: { cart: Cart }) {
  const { i18n } = useLingui();
  const { salesMode, transport, showPrices, weekend, mayProceed, heldBy, confirmingClear, clearing, proceed, confirmClear, cancelClear } = useFilledCart();
  const ClearDialog = useLoadedComponent(clearCartDialog, usePageSettled() || confirmingClear || clearing);
  const saving = formatMoney(weekend?.saving ?? 0, i18n.locale as Language);
  return (
    <>
      <SelectionSummary />
      <DeliverySection salesMode={salesMode} transport={transport} />
      <TimeSlots start={data.DateTimeExpectedStart} end={data.DateTimeExpectedEnd} />
      {showPrices && weekend && weekend.saving > 0 && (
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
      <CartActions />
      {showPrices && (
        <CartTotals cart={data} note={<Trans>Prijzen zijn indicatief; u krijgt de definitieve prijs wanneer de uitleendienst uw aanvraag goedkeurt.</Trans>} />
      )}
      <div className="cart-navigation">
        <Link href="/products" className="button button-secondary">
          <Trans>Verder winkelen</Trans>
        </Link>
        <Button onPress={proceed} isDisabled={!mayProceed}>
          <Trans>Verder naar de evenementgegevens</Trans>
        </Button>
      </div>
      {!mayProceed && heldBy && <p className="muted cart-proceed-hint">{proceedRefusalText(heldBy)}</p>}
      {ClearDialog && <ClearDialog isOpen={confirmingClear || clearing} clearing={clearing} onConfirm={confirmClear} onCancel={cancelClear} />}
    </>
  );
}
