import { Trans, useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useParams, useSearch } from 'wouter';
import { selectProductCategoryPath } from '../../../machines/categories/selectors.ts';
import { selectFilterCategoryId } from '../../../machines/session/selectors.ts';
import { categoryCrumbs } from '../../features/shop/catalogue/category-crumbs.ts';
import { isPackage, type ProductPage, type ProductSuggestion } from '../../../machines/product/machine.ts';
import { selectOffer, selectSuggestions } from '../../../machines/product/selectors.ts';
import { resolveBackendUrl } from '../../app/config.ts';
import { useServices } from '../../app/services.ts';
import { productLogic } from '../../app/wiring/product.ts';
import { shopModeOf } from '../../app/wiring/shop-mode.ts';
import { useFlow } from '../../app/wiring/use-flow.ts';
import { failureText } from '../../texts/failures.ts';
import type { Offer } from '../../domain/catalogue.ts';
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
import { usePageTitle } from '../../app/page-title.tsx';

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

function ProductContent({ page: { product, propertyDefinitions, serialDocuments }, offer, suggestions }: { page: ProductPage; offer: Offer; suggestions: ProductSuggestion[] }) {
  const { t } = useLingui();
  const { categories, session } = useServices();
  // The way the customer came (the product filter's category, the product's own when it came from elsewhere).
  const filterCategoryId = useSelector(session, selectFilterCategoryId);
  const path = useSelector(categories, (s) => selectProductCategoryPath(s, filterCategoryId, product.CategoryIDs), shallowEqual);
  const crumbs: Crumb[] = [
    { label: t`Home`, href: '/home' },
    ...(path.length > 0 ? categoryCrumbs(path) : [{ label: t`Producten`, href: '/products' }]),
    { label: product.Description },
  ];
  const name = product.Description;
  usePageTitle(name);
  const images = [...product.Images]
    .sort((a, b) => a.Ranking - b.Ranking)
    .map((image, i) => ({ src: resolveBackendUrl(image.ImageUrl), alt: t`${name}, afbeelding ${i + 1}` }));
  const attention = product.CustomFields.CUST_AttentionFrontend;
  // Two layouts (spec 001 §2): without add-ons the configurator sits beside the media; with
  // add-ons (and for a package, whose add-ons panel replaces it) it spans the page under them.
  const withAddOns = suggestions.length > 0 || isPackage(product);
  // On a phone the ordering part is far below the picture: it mounts when it is in view, when the
  // customer starts scrolling or once the page has settled, so its calendar does not hold back
  // the picture's paint.
  const configuratorPlace = useRef<HTMLDivElement>(null);
  const configuratorWanted = useInViewOrSettled(configuratorPlace);
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
          {typeof attention === 'string' && attention.trim() !== '' && (
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
          {!withAddOns && configurator}
        </div>
      </div>
      {withAddOns && configurator}
      {/* The tabs wait for the properties' names: read once the product named its category, after its first paint. */}
      {propertyDefinitions === null ? (
        <div className="product-info-place" />
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
  const services = useServices();
  const [snapshot, send] = useFlow(productLogic, { productId, serial, ...shopModeOf(services) });

  // A link to another product (a suggestion) keeps this page: the machine loads the other one.
  useEffect(() => send({ type: 'PRODUCT_REQUESTED', productId, serial }), [send, productId, serial]);

  if (snapshot.matches('notFound')) return <ProductNotFound />;
  if (snapshot.matches('failed')) {
    return (
      <RetryNotice text={failureText(snapshot.context.failure?.error)} onRetry={() => send({ type: 'RETRY_REQUESTED' })} />
    );
  }
  const page = snapshot.context.page;
  const offer = selectOffer(snapshot);
  if (!page || !offer) return <Spinner label={t`Het artikel wordt geladen`} />;
  return <ProductContent page={page} offer={offer} suggestions={selectSuggestions(snapshot)} />;
}
