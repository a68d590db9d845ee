import type { Category, ItemPropertyDefinition, ItemPropertyValueOption, Translations } from '../../db.ts';
import { lineageOf } from '../../lib/categories.ts';
import { CATEGORY } from '../anchors.ts';

const tr = (NL: string, EN: string, DE: string): Translations => ({ NL, EN, DE });

const value = (NL: string, EN = NL, DE = EN): ItemPropertyValueOption => ({ Title: NL, Translations: tr(NL, EN, DE) });

/** Shorthand: [name, EN, DE, group, values]; the ranking is the position in the category's list. */
type PropertySeed = [string, string, string, string, ItemPropertyValueOption[]];

const YES_NO = () => [value('Ja', 'Yes', 'Ja'), value('Nee', 'No', 'Nein')];
const USE = () => [value('Binnen', 'Indoor', 'Innen'), value('Buiten', 'Outdoor', 'Außen'), value('Binnen en buiten', 'Indoor and outdoor', 'Innen und außen')];
const POWER_SUPPLY = () => [value('230 V'), value('400 V'), value('Accu', 'Battery', 'Akku')];

const PROPERTIES: Record<number, PropertySeed[]> = {
  [CATEGORY.tenten]: [
    ['Afmeting', 'Size', 'Größe', 'Afmetingen', ['3 x 3 m', '3 x 6 m', '4 x 4 m', '5 x 10 m', '6 x 12 m'].map((v) => value(v))],
    [
      'Capaciteit',
      'Capacity',
      'Kapazität',
      'Afmetingen',
      [
        value('tot 20 personen', 'up to 20 people', 'bis 20 Personen'),
        value('20 tot 50 personen', '20 to 50 people', '20 bis 50 Personen'),
        value('50 tot 100 personen', '50 to 100 people', '50 bis 100 Personen'),
        value('meer dan 100 personen', 'more than 100 people', 'mehr als 100 Personen'),
      ],
    ],
    ['Zijwanden', 'Side walls', 'Seitenwände', 'Uitrusting', [...YES_NO(), value('Optioneel', 'Optional', 'Optional')]],
  ],
  [CATEGORY.podia]: [
    ['Afmeting', 'Size', 'Größe', 'Afmetingen', ['1 x 1 m', '2 x 1 m', '6 x 4 m'].map((v) => value(v))],
    ['Hoogte', 'Height', 'Höhe', 'Afmetingen', [...['20 cm', '40 cm', '60 cm', '80 cm', '100 cm'].map((v) => value(v)), value('Verstelbaar', 'Adjustable', 'Verstellbar')]],
    ['Gebruik', 'Use', 'Einsatz', 'Gebruik', USE()],
  ],
  [CATEGORY.geluid]: [
    [
      'Vermogen',
      'Power',
      'Leistung',
      'Techniek',
      [
        value('tot 100 W', 'up to 100 W', 'bis 100 W'),
        value('100 tot 500 W', '100 to 500 W', '100 bis 500 W'),
        value('500 tot 1000 W', '500 to 1000 W', '500 bis 1000 W'),
        value('meer dan 1000 W', 'more than 1000 W', 'mehr als 1000 W'),
      ],
    ],
    ['Aansluiting', 'Connection', 'Anschluss', 'Techniek', [value('XLR'), value('Jack 6,3 mm', 'Jack 6.3 mm', 'Klinke 6,3 mm'), value('Bluetooth'), value('USB')]],
    ['Voeding', 'Power supply', 'Stromversorgung', 'Techniek', POWER_SUPPLY()],
  ],
  [CATEGORY.verlichting]: [
    [
      'Soort verlichting',
      'Type of lighting',
      'Beleuchtungsart',
      'Soort',
      [
        value('Spot'),
        value('Lichtslinger', 'String lights', 'Lichterkette'),
        value('Werflamp', 'Work light', 'Baustrahler'),
        value('Noodverlichting', 'Emergency lighting', 'Notbeleuchtung'),
        value('Stroomverdeling', 'Power distribution', 'Stromverteilung'),
      ],
    ],
    ['Voeding', 'Power supply', 'Stromversorgung', 'Techniek', POWER_SUPPLY()],
    ['Gebruik', 'Use', 'Einsatz', 'Gebruik', USE()],
  ],
  [CATEGORY.meubilair]: [
    [
      'Materiaal',
      'Material',
      'Material',
      'Eigenschappen',
      [value('Hout', 'Wood', 'Holz'), value('Kunststof', 'Plastic', 'Kunststoff'), value('Metaal', 'Metal', 'Metall'), value('Textiel', 'Fabric', 'Textil')],
    ],
    ['Gebruik', 'Use', 'Einsatz', 'Gebruik', USE()],
  ],
  [CATEGORY.spelEnSport]: [
    [
      'Leeftijd',
      'Age',
      'Alter',
      'Doelgroep',
      [
        value('Kleuters', 'Toddlers', 'Kleinkinder'),
        value('Lagere school', 'Primary school', 'Grundschule'),
        value('Jongeren en volwassenen', 'Teenagers and adults', 'Jugendliche und Erwachsene'),
        value('Alle leeftijden', 'All ages', 'Alle Altersgruppen'),
      ],
    ],
    ['Gebruik', 'Use', 'Einsatz', 'Gebruik', USE()],
  ],
  [CATEGORY.afvalEnNetheid]: [
    ['Inhoud', 'Volume', 'Volumen', 'Eigenschappen', ['120 l', '240 l', '1100 l'].map((v) => value(v))],
    [
      'Fractie',
      'Waste stream',
      'Abfallart',
      'Eigenschappen',
      [
        value('Restafval', 'Residual waste', 'Restmüll'),
        value('PMD', 'Plastic packaging and cans', 'Verpackungen'),
        value('Papier en karton', 'Paper and cardboard', 'Papier und Pappe'),
        value('GFT', 'Organic waste', 'Bioabfall'),
        value('Gemengd', 'Mixed', 'Gemischt'),
      ],
    ],
  ],
  [CATEGORY.signalisatie]: [
    [
      'Soort',
      'Kind',
      'Art',
      'Soort',
      [
        value('Verkeerskegel', 'Traffic cone', 'Leitkegel'),
        value('Afsluiting', 'Barrier', 'Absperrung'),
        value('Verkeersbord', 'Road sign', 'Verkehrsschild'),
        value('Kledij', 'Clothing', 'Bekleidung'),
        value('Veiligheid', 'Safety', 'Sicherheit'),
      ],
    ],
    ['Reflecterend', 'Reflective', 'Reflektierend', 'Eigenschappen', YES_NO()],
  ],
  [CATEGORY.pakketten]: [
    [
      'Gelegenheid',
      'Occasion',
      'Anlass',
      'Doelgroep',
      [value('Fuif', 'Party', 'Party'), value('Sportdag', 'Sports day', 'Sporttag')],
    ],
  ],
};

/** `category|name|title` → translations of that value, built once per process. */
const VALUE_INDEX = new Map(
  Object.entries(PROPERTIES).flatMap(([categoryId, seeds]) =>
    seeds.flatMap(([name, , , , values]) => values.map((v) => [`${categoryId}|${name}|${v.Title}`, v.Translations] as const)),
  ),
);

/**
 * The translations of a property value as one of the categories, or a category above one of
 * them, defines it (a subcategory filters on its parent's properties); undefined when none does.
 */
export function valueTranslations(categoryIds: number[], name: string, title: string): Translations | undefined {
  for (const id of categoryIds.flatMap((categoryId) => lineageOf(SEEDED_LINKS, categoryId))) {
    const found = VALUE_INDEX.get(`${id}|${name}|${title}`);
    if (found) return found;
  }
  return undefined;
}

export function itemPropertySeed(): Map<number, ItemPropertyDefinition[]> {
  return new Map(
    Object.entries(PROPERTIES).map(([categoryId, seeds]) => [
      Number(categoryId),
      seeds.map(([Name, en, de, GroupName, Values], index) => ({
        Name,
        Ranking: index + 1,
        Translations: tr(Name, en, de),
        GroupName,
        Values: Values.map((v) => ({ Title: v.Title, Translations: { ...v.Translations } })),
      })),
    ]),
  );
}

const category = (CategoryID: number, Description: string, Ranking: number, Notes: string, ParentCategoryID: number | null = null): Category => ({
  CategoryID,
  ParentCategoryID,
  Description,
  Notes,
  Ranking,
  Images: [{ ImageID: `CAT-${CategoryID}-1`, Ranking: 1, ImageUrl: `/api/demo-assets/categories/${CategoryID}.svg` }],
});

/** A second level under five of the top-level categories; the ranking orders the children of one parent. */
const subcategory = (parent: number, CategoryID: number, Description: string, Ranking: number, Notes: string) => category(CategoryID, Description, Ranking, Notes, parent);

export function categorySeed(): Category[] {
  return [
    category(CATEGORY.tenten, 'Tenten', 1, 'Partytenten, vouwtenten en feesttenten voor elk evenement, met zijwanden, haringen en gewichten.'),
    category(CATEGORY.podia, 'Podia', 2, 'Podiumelementen, trappen en leuningen om een veilig podium op maat op te bouwen.'),
    category(CATEGORY.geluid, 'Geluid', 3, 'Geluidsinstallaties, microfoons en mengpanelen voor toespraken, optredens en fuiven.'),
    category(CATEGORY.verlichting, 'Verlichting', 4, 'Spots, lichtslingers, werflampen, noodverlichting en stroomverdeling.'),
    category(CATEGORY.meubilair, 'Meubilair', 5, 'Bierbanksets, plooitafels, stoelen, statafels en parasols.'),
    category(CATEGORY.spelEnSport, 'Spel en sport', 6, 'Reuzenspelen, springkastelen en sportmateriaal voor speelpleinen en sportdagen.'),
    category(CATEGORY.afvalEnNetheid, 'Afval en netheid', 7, 'Containers, sorteerstations en herbruikbare bekers voor een afvalarm evenement.'),
    category(CATEGORY.signalisatie, 'Signalisatie en veiligheid', 8, 'Verkeerskegels, nadarhekken, verkeersborden, fluohesjes en veiligheidsmateriaal.'),
    category(CATEGORY.pakketten, 'Pakketten', 9, 'Samengestelde pakketten voor een fuif of sportdag, met verplichte en optionele onderdelen.'),
    subcategory(CATEGORY.tenten, CATEGORY.partytenten, 'Partytenten', 1, 'Partytenten en vouwtenten van 3 x 3 m en 3 x 6 m, als onthaal- of bartent.'),
    subcategory(CATEGORY.tenten, CATEGORY.feesttenten, 'Feesttenten', 2, 'Grote tenten met zijwanden voor een buurtfeest, receptie of openluchtconcert.'),
    subcategory(CATEGORY.tenten, CATEGORY.paviljoenen, 'Paviljoenen', 3, 'Paviljoententen met puntdak en vaste zijwanden.'),
    subcategory(CATEGORY.tenten, CATEGORY.tentaccessoires, 'Tentaccessoires', 4, 'Zijwanden, haringen, tentgewichten en verwarming.'),
    subcategory(CATEGORY.podia, CATEGORY.podiumelementen, 'Podiumelementen', 1, 'Koppelbare elementen en een podiumwagen.'),
    subcategory(CATEGORY.podia, CATEGORY.podiumtoebehoren, 'Podiumtoebehoren', 2, 'Trappen, leuningen, podiumrokken en een spreekgestoelte.'),
    subcategory(CATEGORY.geluid, CATEGORY.geluidsinstallaties, 'Geluidsinstallaties', 1, 'Installaties en luidsprekers, van een megafoon tot een fuifinstallatie.'),
    subcategory(CATEGORY.geluid, CATEGORY.microfoons, 'Microfoons', 2, 'Draadloze hand- en headsetmicrofoons en statieven.'),
    subcategory(CATEGORY.geluid, CATEGORY.mengpanelenEnKabels, 'Mengpanelen en kabels', 3, 'Mengpanelen en XLR-kabels.'),
    subcategory(CATEGORY.spelEnSport, CATEGORY.reuzenspelen, 'Reuzenspelen', 1, 'Vier op een rij, jenga, sjoelbak, kubb en petanque.'),
    subcategory(CATEGORY.spelEnSport, CATEGORY.springkastelen, 'Springkastelen', 2, 'Springkastelen voor speelpleinen en schoolfeesten.'),
    subcategory(CATEGORY.spelEnSport, CATEGORY.sportmateriaal, 'Sportmateriaal', 3, 'Zaklopen, touwtrekken, voetbaldoeltjes en een speelparachute.'),
    subcategory(CATEGORY.signalisatie, CATEGORY.verkeerEnAfsluiting, 'Verkeer en afsluiting', 1, 'Kegels, nadar- en werfhekken, verkeersborden en afzetlint.'),
    subcategory(CATEGORY.signalisatie, CATEGORY.veiligheidEnEersteHulp, 'Veiligheid en eerste hulp', 2, 'Fluohesjes, een AED, blustoestellen, EHBO en noodverlichting.'),
  ];
}

/** Which category lies under which, read once per process for the products' property values. */
const SEEDED_LINKS = categorySeed().map(({ CategoryID, ParentCategoryID }) => ({ CategoryID, ParentCategoryID }));
