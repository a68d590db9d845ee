import { Trans, useLingui } from '@lingui/react/macro';
import type { Cart } from '../../../../machines/cart/machine.ts';
import { useFilledCart } from '../../../app/wiring/cart-page.ts';
import { formatMoney } from '../../../domain/format.ts';
import type { Language } from '../../../domain/language.ts';
import { componentOnDemand, useLoadedComponent } from '../../../ui/code-on-demand.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { DeliveryChoice } from '../../shared/selection/DeliveryChoice.tsx';
import { SelectionSummary } from '../../shared/selection/SelectionSummary.tsx';

const cartContents = componentOnDemand(
  () => import('./CartContents.tsx'),
  (m) => m.CartContents,
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
 * A cart with articles (spec 001 §2 winkelwagen): the selection and the delivery, then the rest
 * (CartContents.tsx). A chunk of its own: an empty cart, the page a first visitor sees, needs
 * none of it. The rest is fetched once this top is shown: on a phone the top fills the first
 * screen, and the rest's code (the slots, the amounts, the checkboxes) would otherwise share the
 * line with it. Until it comes, its place is held a screen high, so the footer does not move
 * into view and out again.
 */
export function FilledCart({ cart }: { cart: Cart }) {
  const { t } = useLingui();
  const { salesMode, transport } = useFilledCart();
  const Contents = useLoadedComponent(cartContents, true);
  return (
    <>
      <SelectionSummary />
      <DeliverySection salesMode={salesMode} transport={transport} />
      {Contents ? (
        <Contents cart={cart} />
      ) : (
        <div className="cart-contents-coming">
          <Spinner label={t`De winkelwagen wordt geladen`} />
        </div>
      )}
    </>
  );
}
