import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { ProductCardView } from '../../../../machines/product-list/selectors.ts';
import { resolveBackendUrl } from '../../../app/config.ts';
import { productPath, productRouteId, type Offer, type PeriodPrice } from '../../../domain/catalogue.ts';
import { Price } from '../../../ui/Price.tsx';

type PeriodUnit = PeriodPrice['PeriodUnit'];

/** What one unit of the default rental period is called after a price. */
const PER_UNIT: Record<PeriodUnit, MessageDescriptor> = {
  Uur: msg`per uur`,
  Dag: msg`per dag`,
  Week: msg`per week`,
  Maand: msg`per maand`,
  Jaar: msg`per jaar`,
};

/** The price a card shows: "per dag" for one unit of the default period, "voor Weekend" for another, "per stuk" for a sale. */
function OfferPrice({ offer }: { offer: Offer }) {
  const { t } = useLingui();
  switch (offer.kind) {
    case 'per-piece':
      return <Price excludingVat={offer.excludingVat} includingVat={offer.includingVat} per={t`per stuk`} />;
    case 'per-period': {
      const { listed } = offer;
      const periodName = listed.Period;
      const per = listed.PeriodAmount === 1 ? t(PER_UNIT[listed.PeriodUnit]) : t`voor ${periodName}`;
      return <Price excludingVat={listed.PriceNett} includingVat={listed.PriceNettIncVAT} per={per} />;
    }
    case 'not-for-sale':
      return (
        <span className="product-card-not-for-sale">
          <Trans>Niet te koop</Trans>
        </span>
      );
    case 'unpriced':
      return null;
  }
}

/** `firstInView`: the card the grid opens with, whose picture is fetched first rather than when it scrolls into view. */
export function ProductCard({ card: { product, offer }, firstInView = false }: { card: ProductCardView; firstInView?: boolean }) {
  const image = [...product.Images].sort((a, b) => a.Ranking - b.Ranking)[0];
  return (
    <li className="tile product-card">
      {image ? (
        <img className="product-card-image" src={resolveBackendUrl(image.ImageUrl)} alt="" width="320" height="240" {...(firstInView ? { fetchPriority: 'high' } : { loading: 'lazy' })} />
      ) : (
        <span className="product-card-image" aria-hidden="true" />
      )}
      <div className="product-card-body">
        <h2 className="product-card-name">
          {/* The link covers the whole card (see catalogue.css); its name is the product's. */}
          <Link href={productPath(productRouteId(product))} className="product-card-link">
            {product.Description}
          </Link>
        </h2>
        <OfferPrice offer={offer} />
      </div>
    </li>
  );
}

/** Placeholders in the shape of cards while products load; hidden from assistive technology. */
export function ProductCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`} className="tile product-card product-card-skeleton" aria-hidden="true">
      <span className="product-card-image" />
      <div className="product-card-body">
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line-short" />
      </div>
    </li>
  ));
}
