import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import type { Product } from '../../../../machines/configurator/machine.ts';
import type { Suggestion } from '../../../../machines/configurator/rules.ts';
import { loginPathReturningTo } from '../../../app/navigation.ts';
import { useConfiguratorFlow, type ConfiguratorFlow } from '../../../app/wiring/configurator.ts';
import { SelectionPanel } from '../../shared/selection/SelectionPanel.tsx';
import { SelectionSummary } from '../../shared/selection/SelectionSummary.tsx';
import { AmountSelector } from '../../../ui/AmountSelector.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Price } from '../../../ui/Price.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { AddOnList } from './AddOnList.tsx';
import { StockStatusNotice } from './StockStatusNotice.tsx';
import './configurator.css';

function SignedOut({ salesMode }: { salesMode: boolean }) {
  const [location] = useLocation();
  return (
    <div className="configurator-step">
      <p>
        {salesMode ? (
          <Trans>Meld u aan om dit artikel te kopen. Heeft uw organisatie nog geen account? Registreer u dan eerst.</Trans>
        ) : (
          <Trans>Meld u aan om dit artikel te huren. Heeft uw organisatie nog geen account? Registreer u dan eerst.</Trans>
        )}
      </p>
      <div className="configurator-actions">
        <Link href={loginPathReturningTo(location)} className="button button-primary">
          <Trans>Aanmelden</Trans>
        </Link>
        <Link href="/register" className="button button-secondary">
          <Trans>Registreren</Trans>
        </Link>
      </div>
    </div>
  );
}

function ChoosingSelection({ salesMode, confirm }: { salesMode: boolean; confirm: () => void }) {
  return (
    <div className="configurator-step">
      <p>
        {salesMode ? (
          <Trans>Kies waar u het artikel afhaalt, hoe het geleverd wordt en op welke dag.</Trans>
        ) : (
          <Trans>Kies waar u het artikel afhaalt, hoe het geleverd wordt en voor welke periode.</Trans>
        )}
      </p>
      <SelectionPanel />
      <Button onPress={confirm}>
        <Trans>Bevestigen</Trans>
      </Button>
    </div>
  );
}

function Summary({ configurator }: { configurator: ConfiguratorFlow }) {
  const { t } = useLingui();
  const { status, price, max, adding, salesMode } = configurator;
  return (
    <div className="configurator-step">
      <SelectionSummary />
      {configurator.loadingStock && <Spinner label={t`De voorraad wordt gecontroleerd`} />}
      {configurator.stockFailed && (
        <div role="alert" className="notice notice-error">
          <p>
            <Trans>Er ging iets mis bij het laden van de voorraad, probeer het later opnieuw</Trans>
          </p>
          <Button variant="secondary" onPress={configurator.retry}>
            <Trans>Opnieuw proberen</Trans>
          </Button>
        </div>
      )}
      {status && (
        <>
          <StockStatusNotice configurator={configurator} />
          <AmountSelector
            label={t`Aantal`}
            value={configurator.count}
            onChange={configurator.changeCount}
            max={max}
            isDisabled={adding}
            decrementLabel={t`Aantal verlagen`}
            incrementLabel={t`Aantal verhogen`}
          />
          {price && <Price excludingVat={price.Price} includingVat={price.PriceIncVAT} per={salesMode ? t`per stuk` : t`per stuk voor deze periode`} />}
          <div className="configurator-actions">
            <Button onPress={configurator.addToCart} isDisabled={!configurator.canAdd} isPending={adding}>
              <Trans>Toevoegen aan winkelwagen</Trans>
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * The configurator (spec 001 §4): log in, choose location and period, then the stock status,
 * amounts and add to cart. A product with add-ons shows them beside it; for a package they are
 * its add-ons panel.
 */
export function Configurator({ product, suggestions }: { product: Product; suggestions: Suggestion[] }) {
  const { t } = useLingui();
  const configurator = useConfiguratorFlow(product, suggestions);
  const { step, salesMode, packaged, addOns, addOnsEditable: editable, changeAddOn: onAddOnChange } = configurator;
  // Nothing to configure: the product page says it is not for sale.
  if (step === 'notForSale') return null;

  const box = (
    <section className="configurator" aria-labelledby="configurator-title">
      <h2 id="configurator-title" className="section-title">
        {packaged ? t`Pakket samenstellen` : salesMode ? t`Kopen` : t`Huren`}
      </h2>
      {step === 'signedOut' && <SignedOut salesMode={salesMode} />}
      {step === 'choosingSelection' && <ChoosingSelection salesMode={salesMode} confirm={configurator.confirmSelection} />}
      {step === 'summary' && <Summary configurator={configurator} />}
      {packaged && addOns.length > 0 && (
        <AddOnList addOns={addOns} packaged editable={editable} salesMode={salesMode} onChange={onAddOnChange} title={t`Onderdelen van het pakket`} />
      )}
    </section>
  );

  if (packaged || addOns.length === 0) return <div className="configurator-area">{box}</div>;
  return (
    <div className="configurator-area configurator-area-with-add-ons">
      <AddOnList addOns={addOns} packaged={false} editable={editable} salesMode={salesMode} onChange={onAddOnChange} title={t`Extra's bij dit artikel`} />
      {box}
    </div>
  );
}
