import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '../../../domain/language.ts';
import { resolveBackendUrl } from '../../../app/config.ts';
import type { ItemPropertyDefinition, Product } from '../../../../machines/product/machine.ts';
import { propertyRows } from '../../../domain/product-properties.ts';
import { SafeHtml } from '../../../ui/SafeHtml.tsx';
import { Tabs } from '../../../ui/Tabs.tsx';
import { formatFileSize } from '../../../domain/file-size.ts';

function Properties({ product, definitions }: { product: Product; definitions: ItemPropertyDefinition[] }) {
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
      {propertyRows(product.Properties, definitions, i18n.locale as Language).map((row) => (
        <div key={row.key} className="product-property">
          <dt>{row.name}</dt>
          <dd>{row.value}</dd>
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

/** Description, properties (named and ordered as the product's category defines them) and downloads of a product, as tabs. */
export function ProductInfoTabs({ product, propertyDefinitions }: { product: Product; propertyDefinitions: ItemPropertyDefinition[] }) {
  const { t } = useLingui();
  return (
    <Tabs
      label={t`Productinformatie`}
      tabs={[
        { id: 'description', title: t`Beschrijving`, content: <SafeHtml html={product.LongDescription} /> },
        { id: 'properties', title: t`Eigenschappen`, content: <Properties product={product} definitions={propertyDefinitions} /> },
        { id: 'downloads', title: t`Downloads`, content: <Downloads product={product} /> },
      ]}
    />
  );
}
