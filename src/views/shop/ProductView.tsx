import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef } from 'react';
import { useParams, useSearch } from 'wouter';
import { categoryCrumbs } from '../../features/shop/catalogue/category-crumbs.ts';
import type { ProductPage, ProductSuggestion } from '../../../machines/product/machine.ts';
import type { ProductLayout } from '../../../machines/product/selectors.ts';
import { useProductFlow } from '../../app/wiring/product.ts';
import { failureText } from '../../texts/failures.ts';
import type { Offer } from '../../domain/catalogue.ts';
import type { Category } from '../../domain/category-tree.ts';
import { serialOfSearch, type SerialDocuments } from '../../domain/serial-documents.ts';
import { DocumentList } from '../../features/shared/documents/DocumentList.tsx';
import { PeriodPrices } from '../../features/shop/product/PeriodPrices.tsx';
import { ProductNotFound } from './ProductNotFound.tsx';
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs.tsx';
import { ImageSlider } from '../../ui/ImageSlider.tsx';
import { SafeHtml } from '../../ui/SafeHtml.tsx';
import { useInViewOrSettled } from '../../ui/after-page-settles.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import '../../features/shop/product/product.css';
import { RetryNotice } from '../../ui/RetryNotice.tsx';

// What the first screen shows (picture, name, description, prices) comes with the page; the
// ordering part and the tabs below follow in chunks of their own, off the first paint's path.
const Configurator = lazy(() => import('../../features/shop/configurator/Configurator.tsx').then((m) => ({ default: m.Configurator })));
const ProductInfoTabs = lazy(() => import('../../features/shop/product/ProductInfoTabs.tsx').then((m) => ({ default: m.ProductInfoTabs })));
import { usePageTitle } from '../../app/PageTitle.tsx';

/** The public documents of the serial a serial number led here with (a sticker on the device, spec 001 §2). */
function SerialDocumentsSection({ documents: { serial, attachments } }: { documents: SerialDocuments }) {
  const { t } = useLingui();
  return (
    <section className="serial-documents" aria-labelledby="serial-documents-title">
      <h2 id="serial-documents-title">{t`Documenten bij serienummer ${serial}`}</h2>
      <DocumentList attachments={attachments} label={t`Documenten bij serienummer ${serial}`} />
    </section>
  );
}

interface ProductContentProps {
  page: ProductPage;
  offer: Offer;
  suggestions: ProductSuggestion[];
  imageUrls: string[];
  layout: ProductLayout;
  attention: string | null;
  categoryPath: Category[];
}

function ProductContent({ page: { product, propertyDefinitions, serialDocuments }, offer, suggestions, imageUrls, layout, attention, categoryPath }: ProductContentProps) {
  const { t } = useLingui();
  const crumbs: Crumb[] = [
    { label: t`Home`, href: '/home' },
    ...(categoryPath.length > 0 ? categoryCrumbs(categoryPath) : [{ label: t`Producten`, href: '/products' }]),
    { label: product.Description },
  ];
  const name = product.Description;
  usePageTitle(name);
  const images = imageUrls.map((src, i) => ({ src, alt: t`${name}, afbeelding ${i + 1}` }));
  // On a phone the ordering part is far below the picture: it mounts when it is in view, when the
  // customer starts scrolling or once the page has settled, so its calendar does not hold back
  // the picture's paint.
  const configuratorPlace = useRef<HTMLDivElement>(null);
  const configuratorWanted = useInViewOrSettled(configuratorPlace);
  const tabsPlace = useRef<HTMLDivElement>(null);
  const tabsWanted = useInViewOrSettled(tabsPlace);
  const configurator = configuratorWanted ? (
    <Suspense fallback={<div className="configurator-place" />}>
      <Configurator key={product.ID} product={product} suggestions={suggestions} />
    </Suspense>
  ) : (
    <div ref={configuratorPlace} className="configurator-place" />
  );

  return (
    <article className="product-page" aria-labelledby="product-title">
      <Breadcrumbs label={t`Kruimelpad`} crumbs={crumbs} />
      <div className="product-top">
        <div className="product-media">
          {images.length > 0 ? (
            <ImageSlider
              images={images}
              texts={{
                title: name,
                thumbnails: t`Afbeeldingen van ${name}`,
                enlarge: t`Afbeelding vergroten`,
                show: (number, total) => t`Afbeelding ${number} van ${total} tonen`,
                position: (number, total) => t`Afbeelding ${number} van ${total}`,
                close: t`Sluiten`,
                previous: t`Vorige afbeelding`,
                next: t`Volgende afbeelding`,
              }}
            />
          ) : (
            <div className="product-no-image">
              <Trans>Geen afbeelding</Trans>
            </div>
          )}
        </div>
        <div className="product-summary">
          <h1 id="product-title">{name}</h1>
          {attention && (
            <div className="notice notice-warning" role="note">
              <strong>
                <Trans>Let op:</Trans>
              </strong>{' '}
              {attention}
            </div>
          )}
          {serialDocuments && <SerialDocumentsSection documents={serialDocuments} />}
          <SafeHtml html={product.MediumDescription} className="product-medium-description" />
          <PeriodPrices offer={offer} />
          {layout === 'beside-media' && configurator}
        </div>
      </div>
      {layout === 'under-media' && configurator}
      {/* The tabs wait for the properties' names (read once the product named its category), and
          like the ordering part mount when they are wanted: react-aria builds their collection
          anew in the browser, so the server's first screen leaves their room empty. */}
      {propertyDefinitions === null || !tabsWanted ? (
        <div ref={tabsPlace} className="product-info-place" />
      ) : (
        <Suspense fallback={<div className="product-info-place" />}>
          <ProductInfoTabs product={product} propertyDefinitions={propertyDefinitions} />
        </Suspense>
      )}
    </article>
  );
}

/** product/details/{productId}: the product page; productId is the slug, or else the ID; `?serial=` adds that serial's documents. */
export function ProductView() {
  const { t } = useLingui();
  const { productId = '' } = useParams<{ productId: string }>();
  // A serial number led here (product/serial/{serial}): its documents show with the product.
  const serial = serialOfSearch(useSearch());
  const { status, failure, retry, page, offer, ...shown } = useProductFlow(productId, serial);

  if (status === 'notFound') return <ProductNotFound />;
  if (status === 'failed') return <RetryNotice text={failureText(failure?.error)} onRetry={retry} />;
  if (!page || !offer) return <Spinner label={t`Het artikel wordt geladen`} />;
  return <ProductContent page={page} offer={offer} {...shown} />;
}
