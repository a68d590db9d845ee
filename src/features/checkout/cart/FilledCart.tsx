import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { weekendSaving } from '../../../../machines/cart/rules.ts';
import { selectIsClearing, selectIsConfirmingClear, selectIsSalesMode, selectMayProceed } from '../../../../machines/cart/selectors.ts';
import type { Cart } from '../../../../machines/cart/machine.ts';
import { useServices } from '../../../app/services.ts';
import { formatMoney } from '../../../domain/format.ts';
import type { Language } from '../../../domain/language.ts';
import { Button } from '../../../ui/Button.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { usePriceDisplay } from '../../../ui/price-display.ts';
import { DeliveryChoice } from '../../shared/selection/DeliveryChoice.tsx';
import { SelectionSummary } from '../../shared/selection/SelectionSummary.tsx';
import { CartActions } from './CartActions.tsx';
import { CartLines } from './CartLines.tsx';
import { CartTotals } from './CartTotals.tsx';
import { TimeSlots } from './TimeSlots.tsx';

/** Spec 001 §9: transport prices, shown to compare, not used in any calculation. */
const TRANSPORT_ONE_DAY = 8.25;
const TRANSPORT_BOTH_DAYS = 16.48;

/** `salesMode`: a sale is picked up (or delivered) once and kept, so there is no return trip. */
function DeliverySection({ salesMode }: { salesMode: boolean }) {
  const { t, i18n } = useLingui();
  const oneDay = formatMoney(TRANSPORT_ONE_DAY, i18n.locale as Language);
  const bothDays = formatMoney(TRANSPORT_BOTH_DAYS, i18n.locale as Language);
  return (
    <section className="cart-section" aria-labelledby="delivery-title">
      <h2 id="delivery-title">
        <Trans>Levering</Trans>
      </h2>
      <DeliveryChoice label={salesMode ? t`Hoe krijgt u het materiaal?` : t`Hoe haalt u het materiaal af en brengt u het terug?`} />
      <p className="notice notice-info">
        {salesMode ? (
          <Trans>Levering door de uitleendienst kost indicatief {oneDay}. Zelf afhalen is goedkoper.</Trans>
        ) : (
          <Trans>
            Transport door de uitleendienst kost indicatief {oneDay} voor één rit en {bothDays} voor levering én ophaling. Zelf afhalen en terugbrengen is goedkoper.
          </Trans>
        )}
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
  const { t, i18n } = useLingui();
  const { cart } = useServices();
  const confirmingClear = useSelector(cart, selectIsConfirmingClear);
  const clearing = useSelector(cart, selectIsClearing);
  const mayProceed = useSelector(cart, selectMayProceed);
  const salesMode = useSelector(cart, selectIsSalesMode);
  const priceDisplay = usePriceDisplay();
  const money = (amount: number) => formatMoney(amount, i18n.locale as Language);
  const showPrices = priceDisplay !== 'hidden';
  const weekend = weekendSaving(data, priceDisplay === 'including-vat', salesMode);
  const saving = money(weekend.saving);
  return (
    <>
      <SelectionSummary />
      <DeliverySection salesMode={salesMode} />
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
    </>
  );
}
