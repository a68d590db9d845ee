import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '../../../domain/language.ts';
import { resolveBackendUrl } from '../../../app/config.ts';
import { translated } from '../../../domain/catalogue.ts';
import type { Product } from '../../../../machines/product/machine.ts';
import { SafeHtml } from '../../../ui/SafeHtml.tsx';
import { Tabs } from '../../../ui/Tabs.tsx';
import { formatFileSize } from './file-size.ts';

function Properties({ product }: { product: Product }) {
  const { i18n } = useLingui();
  if (product.Properties.length === 0) {
    return (
      <p className="muted">
        <Trans>Dit artikel heeft geen eigenschappen.</Trans>
      </p>
    );
  }
  return (
    <dl className="product-properties">
      {product.Properties.map((property) => (
        <div key={`${property.PropertyDefinition}-${property.Value}`} className="product-property">
          <dt>{property.PropertyDefinition}</dt>
          <dd>{translated(property.Translations, i18n.locale as Language, property.Value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Downloads({ product }: { product: Product }) {
  const { i18n } = useLingui();
  const attachments = [...product.ItemAttachments].sort((a, b) => a.Ranking - b.Ranking);
  if (attachments.length === 0) {
    return (
      <p className="muted">
        <Trans>Er zijn geen downloads voor dit artikel.</Trans>
      </p>
    );
  }
  return (
    <ul className="product-downloads">
      {attachments.map((attachment) => {
        const size = formatFileSize(attachment.FileSize, i18n.locale as Language);
        const pages = attachment.NumberOfPages;
        return (
          <li key={attachment.AttachmentUrl}>
            <a href={resolveBackendUrl(attachment.AttachmentUrl)} download={attachment.FileName}>
              {attachment.FileName}
            </a>{' '}
            <span className="muted">
              ({size}
              {pages !== null && <>, {plural(pages, { one: '# pagina', other: '# pagina’s' })}</>})
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Description, properties and downloads of a product, as tabs. */
export function ProductInfoTabs({ product }: { product: Product }) {
  const { t } = useLingui();
  return (
    <Tabs
      label={t`Productinformatie`}
      tabs={[
        { id: 'description', title: t`Beschrijving`, content: <SafeHtml html={product.LongDescription} /> },
        { id: 'properties', title: t`Eigenschappen`, content: <Properties product={product} /> },
        { id: 'downloads', title: t`Downloads`, content: <Downloads product={product} /> },
      ]}
    />
  );
}
