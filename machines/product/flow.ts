import { byValue, done, failed, notFoundError, type RegisteredMachine } from '../registry-kit.ts';
import { productMachine } from './machine.ts';

/** A tent with two add-ons, for the product page and the configurator. */
export const sampleTent = {
  ID: 'PARTYTENT-3X3',
  Slug: 'partytent-3-x-3-m',
  Description: 'Partytent 3 x 3 m',
  Type: 'Item',
  CategoryIDs: [1000],
  MaxReservationDays: 14,
  SalesPrice: 289.26,
  SalesPriceIncVAT: 350,
};
export const sampleTentAddOns = [
  { ID: 'HARINGENSET', Slug: 'haringenset', Description: 'Haringenset', Type: 'Item', SuggestionAmount: 1, SuggestionRanking: 1, ShopPolicy: 'required' },
  { ID: 'ZIJWAND-3M', Slug: 'zijwand-3-m', Description: 'Zijwand 3 m', Type: 'Item', SuggestionAmount: 4, SuggestionRanking: 2, ShopPolicy: 'optional' },
];
const tent = sampleTent;
const tentAddOns = sampleTentAddOns;

export const productFlow: RegisteredMachine = {
  id: 'product',
  title: 'Productpagina',
  description: 'Het product en zijn suggesties in één keer, en als een serienummer hierheen leidde ook de documenten van dat serienummer; de namen van de eigenschappen volgen zodra het product er staat. Een onbekend product toont de pagina die meldt dat het niet gevonden is.',
  machine: productMachine,
  input: { productId: tent.Slug, salesMode: false },
  alternativeInputs: [{ productId: 'GELUIDSINSTALLATIE-KLEIN', serial: 'GK-2401', salesMode: false }],
  events: () => [
    done('loadProduct', { product: tent, suggestions: tentAddOns }),
    done('loadProduct', {
      product: { ...tent, ID: 'GELUIDSINSTALLATIE-KLEIN', Slug: 'geluidsinstallatie-klein', Description: 'Geluidsinstallatie klein' },
      suggestions: [],
      serialDocuments: { serial: 'GK-2401', attachments: [{ Ranking: 1, AttachmentUrl: '/api/demo-assets/manuals/handleiding-geluidsinstallatie-klein.pdf', ContentType: 'application/pdf', FileName: 'handleiding-geluidsinstallatie-klein.pdf', FileSize: 96_004, NumberOfPages: 8 }] },
    }),
    done('loadPropertyDefinitions', []),
    failed('loadPropertyDefinitions'),
    failed('loadProduct', notFoundError),
    failed('loadProduct'),
    { type: 'RETRY_REQUESTED' },
    { type: 'PRODUCT_REQUESTED', productId: 'haringenset' },
    { type: 'PRODUCT_REQUESTED', productId: 'GELUIDSINSTALLATIE-KLEIN', serial: 'GK-2401' },
  ],
  serialize: (snapshot) => `${byValue(snapshot)}|${snapshot.context.productId}|${snapshot.context.serial}`,
};
