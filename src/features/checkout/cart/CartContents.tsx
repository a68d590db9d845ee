import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Cart } from '../../../../machines/cart/machine.ts';
import { useFilledCart } from '../../../app/wiring/cart-page.ts';
import { formatMoney } from '../../../domain/format.ts';
import type { Language } from '../../../domain/language.ts';
import { Button } from '../../../ui/Button.tsx';
import { componentOnDemand, useLoadedComponent } from '../../../ui/code-on-demand.ts';
import { proceedRefusalText } from '../../../texts/cart.ts';
import { CartActions } from './CartActions.tsx';
import { CartLines } from './CartLines.tsx';
import { CartTotals } from './CartTotals.tsx';
import { TimeSlots } from './TimeSlots.tsx';

const clearCartDialog = componentOnDemand(
  () => import('./CartDialogs.tsx'),
  (m) => m.ClearCartDialog,
);

/**
 * A filled cart below its selection and delivery (spec 001 §2 winkelwagen): the time slots, the
 * lines, the actions, the totals and the way on. A chunk of its own, fetched once the top of the
 * cart is shown (FilledCart.tsx): on a phone it starts below the fold.
 */
export function CartContents({ cart: data }: { cart: Cart }) {
  const { i18n } = useLingui();
  const { showPrices, weekend, mayProceed, heldBy, confirmingClear, clearing, proceed, confirmClear, cancelClear } = useFilledCart();
  const ClearDialog = useLoadedComponent(clearCartDialog, true);
  const saving = formatMoney(weekend?.saving ?? 0, i18n.locale as Language);
  return (
    <>
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
