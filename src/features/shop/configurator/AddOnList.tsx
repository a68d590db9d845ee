import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { AddOnView } from '../../../../machines/configurator/selectors.ts';
import { resolveBackendUrl } from '../../../app/config.ts';
import { productPath, productRouteId } from '../../../domain/catalogue.ts';
import { AmountSelector } from '../../../ui/AmountSelector.tsx';

interface AddOnProps {
  addOn: AddOnView;
  packaged: boolean;
  editable: boolean;
  /** The shop sells: stock is for the one day. */
  salesMode: boolean;
  onChange: (itemId: string, amount: number) => void;
}

function AddOn({ addOn, packaged, editable, salesMode, onChange, Heading }: AddOnProps & { Heading: 'h3' | 'h4' }) {
  const { t } = useLingui();
  const { suggestion, amount, minimum, max, stock, short } = addOn;
  const required = suggestion.ShopPolicy === 'required';
  const image = [...suggestion.Images].sort((a, b) => a.Ranking - b.Ranking)[0];
  const perItem = suggestion.SuggestionAmount;
  const name = suggestion.Description;
  // A package comes with its required parts: their amount follows the package count.
  const fixed = packaged && required;
  return (
    <li className={`add-on${short ? ' add-on-short' : ''}`}>
      {image ? <img className="add-on-image" src={resolveBackendUrl(image.ImageUrl)} alt="" width="92" height="92" loading="lazy" /> : <span className="add-on-image" />}
      <div className="add-on-body">
        <Heading className="add-on-name">
          <Link href={productPath(productRouteId(suggestion))}>{name}</Link>
        </Heading>
        <p className="add-on-facts">
          <span className={`badge${required ? ' badge-required' : ''}`}>{required ? t`Verplicht` : t`Optioneel`}</span>{' '}
          <span>
            <Trans>Aanbevolen: {perItem} per stuk</Trans>
          </span>
          {stock !== null && (
            <span>
              {' · '}
              <Trans>Voorraad: {stock}</Trans>
            </span>
          )}
        </p>
        {short && (
          <p className="add-on-warning">
            {salesMode ? <Trans>Onvoldoende voorraad op deze locatie op deze dag</Trans> : <Trans>Onvoldoende voorraad op deze locatie in deze periode</Trans>}
          </p>
        )}
        {editable && fixed && (
          <p className="add-on-amount">
            <Trans>Aantal: {amount}</Trans>
          </p>
        )}
        {editable && !fixed && (
          <AmountSelector
            label={t`Aantal`}
            hiddenLabel={name}
            value={amount}
            min={0}
            max={max}
            onChange={(next) => onChange(suggestion.ID, next)}
            error={amount < minimum ? t`Het minimum is ${minimum}` : null}
            decrementLabel={t`Eén ${name} minder`}
            incrementLabel={t`Eén ${name} meer`}
          />
        )}
      </div>
    </li>
  );
}

/**
 * The suggested add-ons: required ones first; amounts once the stock for the period is known.
 * A package's list sits inside its panel, a level deeper.
 */
export function AddOnList({ addOns, packaged, editable, salesMode, onChange, title }: Omit<AddOnProps, 'addOn'> & { addOns: AddOnView[]; title: string }) {
  const Title = packaged ? 'h3' : 'h2';
  const ordered = [...addOns.filter((a) => a.suggestion.ShopPolicy === 'required'), ...addOns.filter((a) => a.suggestion.ShopPolicy !== 'required')];
  return (
    <section className="add-ons" aria-labelledby="add-ons-title">
      <Title id="add-ons-title" className="section-title">
        {title}
      </Title>
      <ul className="add-on-list">
        {ordered.map((addOn) => (
          <AddOn key={addOn.suggestion.ID} addOn={addOn} packaged={packaged} editable={editable} salesMode={salesMode} onChange={onChange} Heading={packaged ? 'h4' : 'h3'} />
        ))}
      </ul>
    </section>
  );
}
