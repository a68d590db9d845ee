/**
 * The catalogue: compact literals expanded into full `Product` rows (prices per period,
 * images, property translations from the categories' definitions, stock rows per warehouse).
 */
import type {
  CustomFields,
  ItemKind,
  ItemType,
  PeriodPrice,
  Product,
  StockRow,
  StockType,
  SuggestionLink,
  UploadPolicy,
} from '../../db.ts';
import { round2 } from '../../lib/pricing.ts';
import { CATEGORY, PRODUCT, WAREHOUSE } from '../anchors.ts';
import { valueTranslations } from './categories.ts';
import { manualAttachment } from './manuals.ts';

type WarehouseKey = 'B' | 'K' | 'I';
const WAREHOUSE_OF: Record<WarehouseKey, string> = { B: WAREHOUSE.brugge, K: WAREHOUSE.kortrijk, I: WAREHOUSE.ieper };

export interface ProductSeed {
  id: string;
  name: string;
  cat: number[];
  medium: string;
  details: string[];
  /** Property name → value title(s) of the category's definitions. */
  props?: Record<string, string | string[]>;
  /** Owned quantity per warehouse; the keys are the warehouses that carry the product. */
  stock: Partial<Record<WarehouseKey, number>>;
  /** Rental price for one day, excl. VAT; weekend and week default to 1.5 and 3 days. */
  day?: number;
  weekend?: number | null;
  week?: number | null;
  /** Share off the gross list price (PriceGross) the service grants. */
  discount?: number;
  /** Price excl. VAT of a sales item or the amount of a deposit. */
  sales?: number;
  itemType?: ItemType;
  type?: ItemKind;
  stockType?: StockType;
  images?: number;
  upload?: UploadPolicy;
  maxPerCustomer?: number;
  maxPerCart?: number;
  maxDays?: number;
  attention?: string;
  /** The kind of certificate whose number the customer gives in the cart (CUST_RequiresCertificate). */
  certificate?: string;
  manuals?: string[];
  deposit?: string;
  /**
   * The lending service must reach someone on site during set-up and the event (a storm warning
   * for a large tent, the mobile stage): the ExtraOrderInfo action (CUST_RequiresOnSiteContact).
   */
  onSiteContact?: boolean;
}

const C = CATEGORY;

export const PRODUCT_SEEDS: ProductSeed[] = [
  // ------------------------------------------------------------------ tenten
  {
    id: PRODUCT.partytent3x3,
    name: 'Partytent 3 x 3 m',
    cat: [C.partytenten],
    medium: 'Stevige aluminium partytent met waterdicht dak, ideaal als onthaal- of bartent.',
    details: ['Frame in aluminium, dak in PVC 500 g/m²', 'Opbouw met 2 personen in ongeveer 20 minuten', 'Geleverd in 2 draagtassen', 'Zijwanden en tentgewichten apart te reserveren'],
    props: { Afmeting: '3 x 3 m', Capaciteit: 'tot 20 personen', Zijwanden: 'Optioneel' },
    stock: { B: 10, K: 6, I: 4 },
    day: 12.4,
    images: 3,
    manuals: ['handleiding-partytent.pdf'],
    attention: 'Bij windkracht 6 of meer moet de tent worden afgebroken.',
  },
  {
    id: 'PARTYTENT-3X6',
    name: 'Partytent 3 x 6 m',
    cat: [C.partytenten],
    medium: 'Ruime partytent voor een receptie of een kleine markt, met een vrije hoogte van 2,5 m.',
    details: ['Frame in aluminium met 6 poten', 'Dak in PVC, brandvertragend (M2)', 'Opbouw met 3 personen in ongeveer 30 minuten'],
    props: { Afmeting: '3 x 6 m', Capaciteit: '20 tot 50 personen', Zijwanden: 'Optioneel' },
    stock: { B: 6, K: 4, I: 2 },
    day: 18.6,
    images: 2,
    manuals: ['handleiding-partytent.pdf'],
  },
  {
    id: 'VOUWTENT-3X3',
    name: 'Vouwtent 3 x 3 m',
    cat: [C.partytenten],
    medium: 'Snel opvouwbare tent (easy-up) die twee personen in vijf minuten rechtzetten.',
    details: ['Schaarconstructie in staal', 'Dak in polyester, waterafstotend', 'Transporttas op wieltjes'],
    props: { Afmeting: '3 x 3 m', Capaciteit: 'tot 20 personen', Zijwanden: 'Nee' },
    stock: { B: 12, K: 8, I: 6 },
    day: 9.9,
    images: 2,
  },
  {
    id: 'PAVILJOENTENT-4X4',
    name: 'Paviljoentent 4 x 4 m',
    cat: [C.paviljoenen],
    medium: 'Elegante paviljoentent met puntdak en vaste zijwanden met vensters.',
    details: ['Puntdak met een nokhoogte van 4 m', 'Vier zijwanden, waarvan één met deur', 'Opbouw met 4 personen'],
    props: { Afmeting: '4 x 4 m', Capaciteit: '20 tot 50 personen', Zijwanden: 'Ja' },
    stock: { B: 3, K: 2 },
    day: 24.8,
    images: 2,
  },
  {
    id: 'FEESTTENT-5X10',
    name: 'Feesttent 5 x 10 m',
    cat: [C.feesttenten],
    medium: 'Feesttent voor een buurtfeest of receptie tot 100 gasten, met zijwanden en verlichtingsbalken.',
    details: ['Aluminium spanten om de 2,5 m', 'Witte zijwanden, vier met vensters', 'Opbouw met minstens 6 personen in ongeveer 2 uur', 'Vloer niet inbegrepen'],
    props: { Afmeting: '5 x 10 m', Capaciteit: '50 tot 100 personen', Zijwanden: 'Ja' },
    stock: { B: 2, K: 1 },
    day: 82.64,
    weekend: 123.97,
    week: 247.93,
    discount: 0.2,
    images: 3,
    upload: 'AllowUpload',
    maxPerCart: 1,
    maxDays: 14,
    manuals: ['handleiding-feesttent.pdf'],
    attention: 'Een feesttent wordt opgebouwd door minstens 6 personen. Vraag tijdig een inplantingsplan aan bij uw gemeente.',
    deposit: 'BORG-TENT',
    onSiteContact: true,
  },
  {
    id: 'FEESTTENT-6X12',
    name: 'Feesttent 6 x 12 m',
    cat: [C.feesttenten],
    medium: 'De grootste tent van de uitleendienst, voor een dorpsfeest of openluchtconcert.',
    details: ['Aluminium spanten om de 3 m', 'Zijwanden met vensters en twee dubbele deuren', 'Opbouw met minstens 8 personen'],
    props: { Afmeting: '6 x 12 m', Capaciteit: 'meer dan 100 personen', Zijwanden: 'Ja' },
    stock: { K: 1 },
    day: 115.7,
    discount: 0.2,
    images: 2,
    upload: 'AllowUpload',
    maxPerCart: 1,
    maxDays: 14,
    manuals: ['handleiding-feesttent.pdf'],
    attention: 'Een feesttent wordt opgebouwd door minstens 6 personen. Vraag tijdig een inplantingsplan aan bij uw gemeente.',
    deposit: 'BORG-TENT',
    onSiteContact: true,
  },
  {
    id: 'ZIJWAND-3M',
    name: 'Zijwand 3 m met venster',
    cat: [C.tentaccessoires],
    medium: 'Losse zijwand voor de partytenten van 3 m, met klittenband en een venster.',
    details: ['PVC, brandvertragend', 'Bevestiging met klittenband en elastieken'],
    stock: { B: 40, K: 24, I: 16 },
    day: 2.07,
  },
  {
    id: 'HARINGENSET',
    name: 'Haringenset (12 stuks) met hamer',
    cat: [C.tentaccessoires],
    medium: 'Stalen haringen en spanbanden om een tent op gras of zand te verankeren.',
    details: ['12 haringen van 40 cm', '4 spanbanden met ratel', 'Rubberen hamer'],
    stock: { B: 20, K: 12, I: 8 },
    day: 1.24,
  },
  {
    id: 'TENTGEWICHT-15KG',
    name: 'Tentgewicht 15 kg',
    cat: [C.tentaccessoires],
    medium: 'Betonnen voetgewicht voor tenten op verharde ondergrond waar haringen niet kunnen.',
    details: ['15 kg per gewicht, met handgreep', 'Past rond de poten van alle partytenten'],
    stock: { B: 60, K: 40, I: 24 },
    day: 0.83,
  },
  {
    id: 'TENTVERWARMING',
    name: 'Heteluchtkanon voor tenten',
    cat: [C.tentaccessoires],
    medium: 'Verwarmingskanon op propaan dat een feesttent op aangename temperatuur houdt.',
    details: ['Vermogen 30 kW', 'Met thermostaat en vlamdetectie', 'Propaanfles niet inbegrepen'],
    stock: { B: 2, K: 2 },
    day: 33.06,
    attention: 'Propaangas is niet inbegrepen. Enkel gebruiken in goed verluchte tenten.',
  },
  // ------------------------------------------------------------------ podia
  {
    id: PRODUCT.podiumelement,
    name: 'Podiumelement 2 x 1 m',
    cat: [C.podiumelementen],
    medium: 'Koppelbaar podiumelement met antislipplaat en in hoogte verstelbare poten.',
    details: ['Draagvermogen 750 kg/m²', 'Poten verstelbaar van 40 tot 100 cm', 'Koppelklemmen inbegrepen', 'Voeg een podiumplan toe, dan zetten wij alles klaar'],
    props: { Afmeting: '2 x 1 m', Hoogte: 'Verstelbaar', Gebruik: 'Binnen en buiten' },
    stock: { B: 48, K: 32, I: 16 },
    day: 6.2,
    images: 2,
    upload: 'AllowUpload',
    maxPerCustomer: 24,
    manuals: ['handleiding-podium.pdf'],
    attention: 'Een podium hoger dan 1 m moet gekeurd worden vóór gebruik.',
  },
  {
    id: 'PODIUMELEMENT-1X1',
    name: 'Podiumelement 1 x 1 m',
    cat: [C.podiumelementen],
    medium: 'Klein podiumelement om een podium van 2 x 1 m op maat aan te vullen.',
    details: ['Draagvermogen 750 kg/m²', 'Poten verstelbaar van 40 tot 100 cm'],
    props: { Afmeting: '1 x 1 m', Hoogte: 'Verstelbaar', Gebruik: 'Binnen en buiten' },
    stock: { B: 16, K: 8, I: 8 },
    day: 4.13,
    manuals: ['handleiding-podium.pdf'],
  },
  {
    id: 'PODIUMTRAP',
    name: 'Podiumtrap met leuning',
    cat: [C.podiumtoebehoren],
    medium: 'Aluminium trap met leuning die aan elk podiumelement vastklikt.',
    details: ['Verstelbaar van 40 tot 100 cm', 'Antislip treden'],
    props: { Hoogte: 'Verstelbaar', Gebruik: 'Binnen en buiten' },
    stock: { B: 6, K: 4, I: 2 },
    day: 4.96,
  },
  {
    id: 'PODIUMLEUNING',
    name: 'Veiligheidsleuning 2 m voor podium',
    cat: [C.podiumtoebehoren],
    medium: 'Leuning voor de achter- en zijkant van een podium vanaf 60 cm hoogte.',
    details: ['Hoogte 1 m boven de vloer', 'Bevestiging met klemmen'],
    props: { Gebruik: 'Binnen en buiten' },
    stock: { B: 20, K: 12, I: 8 },
    day: 2.48,
  },
  {
    id: 'PODIUMROK',
    name: 'Podiumrok zwart 2 m',
    cat: [C.podiumtoebehoren],
    medium: 'Zwarte rok die de poten van het podium verbergt, voor een verzorgde afwerking.',
    details: ['Molton, brandvertragend', 'Bevestiging met klittenband'],
    props: { Gebruik: 'Binnen' },
    stock: { B: 20, K: 10, I: 10 },
    day: 1.65,
  },
  {
    id: 'SPREEKGESTOELTE',
    name: 'Spreekgestoelte in eik',
    cat: [C.podiumtoebehoren],
    medium: 'Massief eiken spreekgestoelte met leeslampje, voor toespraken en prijsuitreikingen.',
    details: ['Met microfoonhouder', 'Leeslampje op batterijen'],
    props: { Gebruik: 'Binnen' },
    stock: { B: 2, K: 1, I: 1 },
    day: 8.26,
  },
  {
    id: 'PODIUMWAGEN',
    name: 'Mobiel podium op aanhangwagen (6 x 4 m)',
    cat: [C.podiumelementen],
    medium: 'Overdekt podium op een aanhangwagen, in een half uur open te klappen.',
    details: ['Speelvlak 6 x 4 m op 1 m hoogte', 'Dak en achterwand inbegrepen', 'Stabilisatoren en trap inbegrepen'],
    props: { Afmeting: '6 x 4 m', Hoogte: '100 cm', Gebruik: 'Buiten' },
    stock: { B: 1 },
    stockType: 'Serial',
    day: 206.61,
    weekend: 309.92,
    week: null,
    images: 3,
    upload: 'AllowUpload',
    maxPerCart: 1,
    maxDays: 4,
    manuals: ['handleiding-podiumwagen.pdf'],
    attention: 'Trekken vereist rijbewijs BE en een trekhaak voor 3 500 kg. Transport door de uitleendienst kan op aanvraag.',
    onSiteContact: true,
  },
  // ------------------------------------------------------------------ geluid
  {
    id: PRODUCT.geluidsinstallatie,
    name: 'Geluidsinstallatie klein (2 x 200 W)',
    cat: [C.geluidsinstallaties],
    medium: 'Compacte installatie voor toespraken en achtergrondmuziek tot 150 personen.',
    details: ['Twee actieve luidsprekers op statief', 'Mengpaneel met 4 kanalen en Bluetooth', 'Eén draadloze microfoon inbegrepen'],
    props: { Vermogen: '100 tot 500 W', Aansluiting: ['XLR', 'Bluetooth'], Voeding: '230 V' },
    stock: { B: 3, K: 2, I: 2 },
    stockType: 'Serial',
    day: 20.66,
    images: 3,
    maxPerCart: 2,
    manuals: ['handleiding-geluidsinstallatie-klein.pdf'],
    deposit: PRODUCT.borgGeluid,
  },
  {
    id: 'GELUIDSINSTALLATIE-GROOT',
    name: 'Geluidsinstallatie groot (2 x 1000 W)',
    cat: [C.geluidsinstallaties],
    medium: 'Krachtige installatie met subwoofers voor optredens en fuiven tot 500 personen.',
    details: ['Twee topkasten en twee subwoofers', 'Digitaal mengpaneel met 12 kanalen', 'Geluidsmeter inbegrepen'],
    props: { Vermogen: 'meer dan 1000 W', Aansluiting: ['XLR', 'Jack 6,3 mm'], Voeding: '230 V' },
    stock: { B: 2, K: 1 },
    stockType: 'Serial',
    day: 61.98,
    images: 2,
    maxPerCart: 1,
    manuals: ['handleiding-geluidsinstallatie-groot.pdf'],
    attention: 'Respecteer de geluidsnormen: maximaal 100 dB(A) LAeq over 15 minuten, gemeten met de meegeleverde geluidsmeter.',
    deposit: PRODUCT.borgGeluid,
  },
  {
    id: 'MENGPANEEL-8',
    name: 'Mengpaneel 8 kanalen',
    cat: [C.mengpanelenEnKabels],
    medium: 'Analoog mengpaneel met effecten en USB-opname.',
    details: ['4 microfooningangen met fantoomvoeding', 'Ingebouwde effecten', 'Opname via USB'],
    props: { Aansluiting: ['XLR', 'Jack 6,3 mm', 'USB'], Voeding: '230 V' },
    stock: { B: 2, K: 2, I: 1 },
    stockType: 'Serial',
    day: 12.4,
    manuals: ['handleiding-mengpaneel.pdf'],
  },
  {
    id: 'DRAADLOZE-MICROFOON',
    name: 'Draadloze handmicrofoon',
    cat: [C.microfoons],
    medium: 'Draadloze microfoon met ontvanger, tot 8 uur op één set batterijen.',
    details: ['Bereik tot 80 m', 'Ontvanger met XLR-uitgang', 'Oplaadbare batterijen inbegrepen'],
    props: { Aansluiting: 'XLR', Voeding: 'Accu' },
    stock: { B: 8, K: 6, I: 4 },
    day: 6.61,
  },
  {
    id: 'HEADSETMICROFOON',
    name: 'Draadloze headsetmicrofoon',
    cat: [C.microfoons],
    medium: 'Headset voor sprekers en lesgevers die hun handen vrij willen houden.',
    details: ['Huidskleurige microfoon', 'Zender met riemclip'],
    props: { Aansluiting: 'XLR', Voeding: 'Accu' },
    stock: { B: 4, K: 2, I: 2 },
    day: 7.44,
  },
  {
    id: 'MICROFOONSTATIEF',
    name: 'Microfoonstatief met hengel',
    cat: [C.microfoons],
    medium: 'Stevig statief met hengel, voor zang en toespraken.',
    details: ['Hoogte 90 tot 160 cm', 'Hengel 75 cm'],
    stock: { B: 12, K: 8, I: 6 },
    day: 1.65,
  },
  {
    id: 'MEGAFOON',
    name: 'Megafoon 25 W',
    cat: [C.geluidsinstallaties],
    medium: 'Handige megafoon voor een sportdag, rondleiding of evacuatie.',
    details: ['Bereik tot 500 m', 'Sirene en opnamefunctie'],
    props: { Vermogen: 'tot 100 W', Voeding: 'Accu' },
    stock: { B: 6, K: 4, I: 4 },
    day: 4.13,
  },
  {
    id: 'LUIDSPREKER-ACTIEF',
    name: 'Actieve luidspreker 300 W op statief',
    cat: [C.geluidsinstallaties],
    medium: 'Losse luidspreker om een zaal extra te versterken of als monitor.',
    details: ['Ingebouwde versterker', 'Bluetooth en XLR-ingang', 'Statief inbegrepen'],
    props: { Vermogen: '100 tot 500 W', Aansluiting: ['XLR', 'Bluetooth'], Voeding: '230 V' },
    stock: { B: 6, K: 4, I: 2 },
    day: 14.46,
  },
  {
    id: 'MOBIELE-GELUIDSBOX',
    name: 'Mobiele geluidsbox op accu',
    cat: [C.geluidsinstallaties],
    medium: 'Geluidsbox op wieltjes met draadloze microfoon, zonder stopcontact tot 10 uur bruikbaar.',
    details: ['Accu voor 10 uur', 'Draadloze microfoon inbegrepen', 'Muziek via Bluetooth of USB'],
    props: { Vermogen: '100 tot 500 W', Aansluiting: ['Bluetooth', 'USB'], Voeding: 'Accu' },
    stock: { B: 4, K: 4, I: 2 },
    day: 11.57,
    images: 2,
  },
  {
    id: 'KABELSET-XLR',
    name: 'Kabelset XLR (4 x 10 m)',
    cat: [C.mengpanelenEnKabels],
    medium: 'Vier microfoonkabels van 10 m in een opbergtas.',
    details: ['Gebalanceerde XLR-kabels', 'Opbergtas met vakken'],
    props: { Aansluiting: 'XLR' },
    stock: { B: 10, K: 6, I: 4 },
    day: 2.48,
  },
  // ------------------------------------------------------------------ verlichting
  {
    id: 'LED-SPOTSET',
    name: 'LED-spotset (4 spots op statief)',
    cat: [C.verlichting],
    medium: 'Vier kleurenspots op een statief met bediening, voor een podium of fuifzaal.',
    details: ['RGBW LED-spots', 'Afstandsbediening en DMX', 'Statief tot 3,5 m'],
    props: { 'Soort verlichting': 'Spot', Voeding: '230 V', Gebruik: 'Binnen en buiten' },
    stock: { B: 6, K: 4, I: 2 },
    day: 16.53,
    images: 2,
  },
  {
    id: 'LICHTSLINGER-25M',
    name: 'Lichtslinger 25 m (warm wit)',
    cat: [C.verlichting],
    medium: 'Sfeervolle lichtslinger met 50 lampjes voor een tuinfeest of receptie.',
    details: ['50 LED-lampen, warm wit', 'Geschikt voor buiten (IP44)', 'Koppelbaar tot 3 slingers'],
    props: { 'Soort verlichting': 'Lichtslinger', Voeding: '230 V', Gebruik: 'Binnen en buiten' },
    stock: { B: 10, K: 6, I: 6 },
    day: 6.2,
  },
  {
    id: 'WERFLAMP-LED',
    name: 'Werflamp LED 50 W op statief',
    cat: [C.verlichting],
    medium: 'Felle werflamp om een parking, opbouwzone of doorgang te verlichten.',
    details: ['4 500 lumen', 'Statief tot 1,8 m'],
    props: { 'Soort verlichting': 'Werflamp', Voeding: '230 V', Gebruik: 'Buiten' },
    stock: { B: 12, K: 8, I: 6 },
    day: 4.96,
  },
  {
    id: 'NOODVERLICHTING-SET',
    name: 'Noodverlichtingsset (6 armaturen)',
    cat: [C.verlichting, C.veiligheidEnEersteHulp],
    medium: 'Zes noodverlichtingsarmaturen met pictogram, verplicht bij fuiven in tenten en zalen.',
    details: ['Autonomie 3 uur', 'Pictogrammen "nooduitgang" inbegrepen', 'Ophanghaken en kabelbinders'],
    props: { 'Soort verlichting': 'Noodverlichting', Voeding: 'Accu', Gebruik: 'Binnen', Soort: 'Veiligheid' },
    stock: { B: 2, K: 2, I: 2 },
    day: 9.09,
    attention: 'Er zijn slechts 2 sets per uitleenpost: reserveer tijdig.',
  },
  {
    id: 'LICHTMAST-MOBIEL',
    name: 'Mobiele lichtmast 4 x 400 W',
    cat: [C.verlichting],
    medium: 'Lichtmast op een aanhangwagen die een terrein van 2 000 m² verlicht.',
    details: ['Mast uitschuifbaar tot 9 m', 'Vier LED-projectoren'],
    props: { 'Soort verlichting': 'Werflamp', Voeding: '230 V', Gebruik: 'Buiten' },
    stock: { K: 1, I: 1 },
    day: 45.45,
    maxPerCart: 1,
  },
  {
    id: 'STROOMKAST-32A',
    name: 'Stroomverdeelkast 32 A',
    cat: [C.verlichting],
    medium: 'Verdeelkast die een 32 A-aansluiting verdeelt over stopcontacten van 230 V.',
    details: ['Ingang CEE 32 A (400 V)', '6 stopcontacten 230 V met differentieel', 'Spatwaterdicht (IP44)'],
    props: { 'Soort verlichting': 'Stroomverdeling', Voeding: '400 V', Gebruik: 'Buiten' },
    stock: { B: 4, K: 2, I: 2 },
    day: 12.4,
    manuals: ['handleiding-stroomkast.pdf'],
    attention: 'Laat de kast aansluiten door een bevoegd elektricien.',
  },
  {
    id: 'KABELHASPEL-50M',
    name: 'Kabelhaspel 50 m (230 V)',
    cat: [C.verlichting],
    medium: 'Verlengkabel op haspel met 4 stopcontacten en thermische beveiliging.',
    details: ['Kabel H07RN-F 3G2,5', '4 stopcontacten met klepje'],
    props: { 'Soort verlichting': 'Stroomverdeling', Voeding: '230 V', Gebruik: 'Binnen en buiten' },
    stock: { B: 16, K: 10, I: 8 },
    day: 3.31,
  },
  // ------------------------------------------------------------------ meubilair
  {
    id: PRODUCT.bierbankset,
    name: 'Bierbankset (tafel en 2 banken)',
    cat: [C.meubilair],
    medium: 'Klassieke bierbankset in hout met metalen onderstel, voor 6 tot 8 personen.',
    details: ['Tafel 220 x 70 cm', 'Twee banken van 220 cm', 'Plooibaar en stapelbaar'],
    props: { Materiaal: ['Hout', 'Metaal'], Gebruik: 'Binnen en buiten' },
    stock: { B: 120, K: 80, I: 40 },
    day: 4.96,
    weekend: 7.02,
    images: 2,
    maxPerCustomer: 30,
  },
  {
    id: 'PLOOITAFEL',
    name: 'Plooitafel 180 x 75 cm',
    cat: [C.meubilair],
    medium: 'Lichte plooitafel in kunststof voor een receptie, markt of vergadering.',
    details: ['Tafelblad in HDPE', 'Draagvermogen 150 kg'],
    props: { Materiaal: 'Kunststof', Gebruik: 'Binnen en buiten' },
    stock: { B: 60, K: 40, I: 30 },
    day: 3.31,
  },
  {
    id: 'PLOOISTOEL',
    name: 'Plooistoel kunststof',
    cat: [C.meubilair],
    medium: 'Comfortabele plooistoel, per 10 gestapeld op een kar.',
    details: ['Zitting en rug in kunststof', 'Geleverd per 10 op een transportkar'],
    props: { Materiaal: 'Kunststof', Gebruik: 'Binnen en buiten' },
    stock: { B: 300, K: 200, I: 100 },
    day: 0.62,
    maxPerCustomer: 200,
  },
  {
    id: 'STATAFEL',
    name: 'Statafel met stretchhoes',
    cat: [C.meubilair],
    medium: 'Statafel met witte of zwarte stretchhoes voor een receptie.',
    details: ['Hoogte 110 cm, blad 80 cm', 'Hoes in wit of zwart'],
    props: { Materiaal: ['Metaal', 'Textiel'], Gebruik: 'Binnen en buiten' },
    stock: { B: 24, K: 16, I: 8 },
    day: 4.13,
  },
  {
    id: 'PARASOL-3M',
    name: 'Parasol 3 m met voet',
    cat: [C.meubilair],
    medium: 'Grote parasol met betonnen voet voor een terras.',
    details: ['Doek in beige polyester', 'Voet van 40 kg'],
    props: { Materiaal: 'Textiel', Gebruik: 'Buiten' },
    stock: { B: 10, K: 6 },
    day: 8.26,
  },
  {
    id: 'VESTIAIREREK',
    name: 'Vestiairerek op wielen (50 hangers)',
    cat: [C.meubilair],
    medium: 'Verrijdbaar kledingrek met 50 hangers en genummerde bonnetjes.',
    details: ['Lengte 150 cm', '50 hangers en vestiairebonnetjes'],
    props: { Materiaal: 'Metaal', Gebruik: 'Binnen' },
    stock: { B: 6, K: 4, I: 2 },
    day: 5.79,
  },
  {
    id: 'PICKNICKTAFEL',
    name: 'Picknicktafel in hout',
    cat: [C.meubilair],
    medium: 'Robuuste picknicktafel met vaste banken, voor 8 personen.',
    details: ['Geïmpregneerd grenen', 'Gewicht 70 kg: met 2 personen verplaatsen'],
    props: { Materiaal: 'Hout', Gebruik: 'Buiten' },
    stock: { B: 12, I: 6 },
    day: 9.92,
  },
  // ------------------------------------------------------------------ spel en sport
  {
    id: PRODUCT.springkasteel,
    name: 'Springkasteel Ridderburcht',
    cat: [C.springkastelen],
    medium: 'Opblaasbaar springkasteel in de vorm van een burcht, voor kinderen tot 12 jaar.',
    details: ['Afmetingen 5 x 4 x 3,5 m', 'Blower van 230 V inbegrepen', 'Maximaal 8 kinderen tegelijk', 'Grondzeil en verankering inbegrepen'],
    props: { Leeftijd: 'Lagere school', Gebruik: 'Buiten' },
    stock: { B: 1, K: 1 },
    day: 74.38,
    weekend: 111.57,
    images: 3,
    upload: 'RequireUpload',
    maxPerCart: 1,
    maxDays: 4,
    manuals: ['handleiding-springkasteel.pdf'],
    attention: 'Een springkasteel vraagt een verzekeringsattest (burgerlijke aansprakelijkheid) en permanent toezicht door een volwassene. Laad het attest op bij uw reservering.',
    deposit: 'BORG-SPRINGKASTEEL',
  },
  {
    id: 'VIER-OP-EEN-RIJ-REUS',
    name: 'Reuzen vier-op-een-rij',
    cat: [C.reuzenspelen],
    medium: 'Het bekende spel in XL-formaat, 1,2 m hoog.',
    details: ['Houten frame', '42 speelschijven in twee kleuren'],
    props: { Leeftijd: 'Alle leeftijden', Gebruik: 'Binnen en buiten' },
    stock: { B: 3, K: 2, I: 2 },
    day: 8.26,
    images: 2,
  },
  {
    id: 'REUZENJENGA',
    name: 'Reuzenjenga',
    cat: [C.reuzenspelen],
    medium: 'Stapeltoren met blokken van 30 cm die tot meer dan 1,5 m hoog kan groeien.',
    details: ['54 houten blokken', 'Opbergkist op wielen'],
    props: { Leeftijd: 'Alle leeftijden', Gebruik: 'Binnen en buiten' },
    stock: { B: 3, K: 2, I: 1 },
    day: 6.61,
  },
  {
    id: 'SJOELBAK',
    name: 'Sjoelbak',
    cat: [C.reuzenspelen],
    medium: 'Houten sjoelbak van 2 m met 30 schijven.',
    details: ['Lengte 200 cm', '30 beukenhouten schijven'],
    props: { Leeftijd: 'Alle leeftijden', Gebruik: 'Binnen' },
    stock: { B: 4, K: 2, I: 2 },
    day: 4.13,
  },
  {
    id: 'KUBBSPEL',
    name: 'Kubbspel',
    cat: [C.reuzenspelen],
    medium: 'Het Zweedse werpspel in berkenhout.',
    details: ['Koning, 10 kubbs, 6 werpstokken', 'Opbergzak'],
    props: { Leeftijd: 'Jongeren en volwassenen', Gebruik: 'Buiten' },
    stock: { B: 6, K: 4, I: 4 },
    day: 3.31,
  },
  {
    id: 'PETANQUESET',
    name: 'Petanqueset (6 ballen)',
    cat: [C.reuzenspelen],
    medium: 'Zes stalen petanqueballen met but en meetlint.',
    details: ['Ballen van 720 g', 'Draagtas'],
    props: { Leeftijd: 'Jongeren en volwassenen', Gebruik: 'Buiten' },
    stock: { B: 8, K: 6, I: 4 },
    day: 2.48,
  },
  {
    id: 'ZAKLOOPZAKKEN',
    name: 'Zakloopzakken (set van 10)',
    cat: [C.sportmateriaal],
    medium: 'Tien stevige jutezakken voor een zaklooprace.',
    details: ['Jute met handvatten', 'Geschikt vanaf 6 jaar'],
    props: { Leeftijd: 'Lagere school', Gebruik: 'Buiten' },
    stock: { B: 6, K: 4, I: 4 },
    day: 2.07,
  },
  {
    id: 'VOETBALDOELTJES',
    name: 'Minivoetbaldoeltjes (set van 2)',
    cat: [C.sportmateriaal],
    medium: 'Twee opvouwbare doeltjes van 1,8 x 1,2 m met net.',
    details: ['Stalen frame', 'Inclusief haringen'],
    props: { Leeftijd: 'Lagere school', Gebruik: 'Buiten' },
    stock: { B: 6, K: 4, I: 2 },
    day: 4.96,
  },
  {
    id: 'TOUWTREKTOUW',
    name: 'Touwtrektouw 20 m',
    cat: [C.sportmateriaal],
    medium: 'Dik touw van 20 m voor een touwtrekwedstrijd tot 20 deelnemers.',
    details: ['Diameter 35 mm', 'Markering in het midden'],
    props: { Leeftijd: 'Jongeren en volwassenen', Gebruik: 'Buiten' },
    stock: { B: 4, K: 2, I: 2 },
    day: 2.48,
  },
  {
    id: 'SPEELPARACHUTE',
    name: 'Speelparachute 6 m',
    cat: [C.sportmateriaal],
    medium: 'Kleurrijke parachute met 16 handvatten voor coöperatieve spelletjes.',
    details: ['Diameter 6 m', '16 handvatten', 'Spelbundel inbegrepen'],
    props: { Leeftijd: 'Kleuters', Gebruik: 'Binnen en buiten' },
    stock: { B: 4, K: 2, I: 2 },
    day: 3.31,
  },
  {
    id: 'EHBO-KOFFER',
    name: 'EHBO-koffer voor evenementen',
    cat: [C.veiligheidEnEersteHulp, C.spelEnSport],
    medium: 'Volledig aangevulde verbandkoffer voor een evenement of sportdag.',
    details: ['Inhoud volgens de richtlijn van het Rode Kruis', 'Koelkompressen en isothermische deken', 'Verbruikt materiaal wordt aangerekend'],
    props: { Soort: 'Veiligheid', Leeftijd: 'Alle leeftijden' },
    stock: { B: 4, K: 3, I: 2 },
    day: 4.13,
  },
  // ------------------------------------------------------------------ afval en netheid
  {
    id: PRODUCT.afvalcontainer,
    name: 'Afvalcontainer 240 l',
    cat: [C.afvalEnNetheid],
    medium: 'Rolcontainer met deksel in de kleur van de fractie naar keuze.',
    details: ['240 liter, op twee wielen', 'Kleur volgens fractie: grijs, blauw, geel of groen', 'Leeg terugbrengen'],
    props: { Inhoud: '240 l', Fractie: ['Restafval', 'PMD', 'Papier en karton', 'GFT'] },
    stock: { B: 40, K: 30, I: 20 },
    day: 3.31,
    images: 2,
  },
  {
    id: 'AFVALCONTAINER-1100L',
    name: 'Afvalcontainer 1100 l',
    cat: [C.afvalEnNetheid],
    medium: 'Grote container op vier wielen voor een groot evenement.',
    details: ['1100 liter, op vier wielen met rem', 'Ophaling door de afvalintercommunale apart te regelen'],
    props: { Inhoud: '1100 l', Fractie: ['Restafval', 'PMD', 'Papier en karton'] },
    stock: { B: 6, K: 4 },
    day: 9.92,
  },
  {
    id: 'AFVALCONTAINER-120L',
    name: 'Afvalcontainer 120 l',
    cat: [C.afvalEnNetheid],
    medium: 'Kleine rolcontainer voor een receptie of een standje.',
    details: ['120 liter, op twee wielen'],
    props: { Inhoud: '120 l', Fractie: ['Restafval', 'PMD', 'GFT'] },
    stock: { B: 20, K: 20, I: 10 },
    day: 2.48,
  },
  {
    id: 'SORTEERSTATION',
    name: 'Sorteerstation (3 fracties)',
    cat: [C.afvalEnNetheid],
    medium: 'Sorteerstation met drie compartimenten en duidelijke pictogrammen.',
    details: ['Drie zakhouders van 120 liter', 'Pictogrammen voor rest, PMD en papier'],
    props: { Inhoud: '120 l', Fractie: ['Restafval', 'PMD', 'Papier en karton'] },
    stock: { B: 8, K: 6, I: 4 },
    day: 6.61,
  },
  {
    id: 'AFVALZAKKEN-PMD',
    name: 'Rol PMD-zakken (20 stuks)',
    cat: [C.afvalEnNetheid],
    medium: 'Officiële blauwe PMD-zakken van 60 liter: te koop, niet terug te brengen.',
    details: ['20 zakken van 60 liter', 'Verkoop: wordt niet teruggenomen'],
    props: { Fractie: 'PMD' },
    stock: { B: 100, K: 100, I: 50 },
    itemType: 'Sales',
    sales: 4.13,
  },
  {
    id: 'AFVALZAKKEN-REST',
    name: 'Rol restafvalzakken (20 stuks)',
    cat: [C.afvalEnNetheid],
    medium: 'Stevige restafvalzakken van 120 liter: te koop, niet terug te brengen.',
    details: ['20 zakken van 120 liter', 'Verkoop: wordt niet teruggenomen'],
    props: { Fractie: 'Restafval' },
    stock: { B: 0, K: 0, I: 0 },
    itemType: 'Sales',
    stockType: 'BulkWithoutStock',
    sales: 6.61,
  },
  {
    id: 'ZWERFVUILSET',
    name: 'Zwerfvuilset (10 grijpers, hesjes en ringen)',
    cat: [C.afvalEnNetheid],
    medium: 'Alles voor een opruimactie met een klas of jeugdbeweging: gratis te lenen.',
    details: ['10 afvalgrijpers', '10 fluohesjes', '10 zakringen', 'Gratis uitgeleend'],
    props: { Fractie: 'Gemengd' },
    stock: { B: 10, K: 6, I: 6 },
    day: 0,
    weekend: 0,
    week: 0,
  },
  {
    id: 'HERBRUIKBARE-BEKERS',
    name: 'Herbruikbare bekers (bak van 100)',
    cat: [C.afvalEnNetheid],
    medium: 'Honderd herbruikbare bekers van 25 cl in een stapelbare bak.',
    details: ['Polypropyleen, 25 cl', 'Bekers ongewassen terugbrengen'],
    stock: { B: 50, K: 40, I: 20 },
    day: 4.96,
    maxPerCustomer: 40,
    attention: 'Breng de bekers ongewassen terug: de afwas wordt per bak aangerekend.',
  },
  // ------------------------------------------------------------------ signalisatie
  {
    id: PRODUCT.verkeerskegel,
    name: 'Verkeerskegel 50 cm reflecterend',
    cat: [C.verkeerEnAfsluiting],
    medium: 'Oranje verkeerskegel met reflecterende band, altijd voorradig.',
    details: ['Hoogte 50 cm', 'Reflecterende band klasse 2'],
    props: { Soort: 'Verkeerskegel', Reflecterend: 'Ja' },
    stock: { B: 0, K: 0, I: 0 },
    stockType: 'BulkWithoutStock',
    day: 0.41,
  },
  {
    id: 'NADARHEK',
    name: 'Nadarhek 2,5 m',
    cat: [C.verkeerEnAfsluiting],
    medium: 'Gegalvaniseerd dranghek om een parcours of publieksruimte af te bakenen.',
    details: ['Lengte 2,5 m, hoogte 1,1 m', 'Koppelbaar met haken'],
    props: { Soort: 'Afsluiting', Reflecterend: 'Nee' },
    stock: { B: 200, K: 150, I: 100 },
    day: 1.24,
    maxPerCustomer: 150,
    images: 2,
  },
  {
    id: 'WERFHEK',
    name: 'Werfhek 3,5 m met betonvoet',
    cat: [C.verkeerEnAfsluiting],
    medium: 'Hoog afsluithek voor een festivalterrein of opbouwzone.',
    details: ['Lengte 3,5 m, hoogte 2 m', 'Betonvoeten en klemmen inbegrepen'],
    props: { Soort: 'Afsluiting', Reflecterend: 'Nee' },
    stock: { B: 80, K: 40 },
    day: 2.07,
  },
  {
    id: 'VERKEERSBORD-C3',
    name: 'Verkeersbord C3 (verboden toegang) op voet',
    cat: [C.verkeerEnAfsluiting],
    medium: 'Verkeersbord C3 op een verplaatsbare voet, voor een afgesloten straat.',
    details: ['Diameter 70 cm', 'Reflecterend klasse 1', 'Onderbord "uitgezonderd plaatselijk verkeer" inbegrepen'],
    props: { Soort: 'Verkeersbord', Reflecterend: 'Ja' },
    stock: { B: 20, K: 12, I: 8 },
    day: 2.48,
    // Closing a road needs the municipality's police order; its number goes with the reservation.
    certificate: 'Politiebesluit wegafsluiting',
  },
  {
    id: 'VERKEERSBORD-F41',
    name: 'Omleidingsbord F41 op voet',
    cat: [C.verkeerEnAfsluiting],
    medium: 'Omleidingsbord met pijl, voor een omleiding rond een evenement.',
    details: ['Afmetingen 80 x 60 cm', 'Pijl links of rechts te bevestigen'],
    props: { Soort: 'Verkeersbord', Reflecterend: 'Ja' },
    stock: { B: 12, K: 8, I: 4 },
    day: 2.48,
  },
  {
    id: 'FLUOHESJES',
    name: 'Fluohesjes (set van 10)',
    cat: [C.veiligheidEnEersteHulp],
    medium: 'Tien fluohesjes met opdruk "medewerker", in maat L en XL.',
    details: ['EN ISO 20471 klasse 2', 'Opdruk "medewerker" op de rug'],
    props: { Soort: 'Kledij', Reflecterend: 'Ja' },
    stock: { B: 20, K: 12, I: 10 },
    day: 2.07,
  },
  {
    id: 'AFZETLINT',
    name: 'Afzetlint rood-wit (500 m)',
    cat: [C.verkeerEnAfsluiting],
    medium: 'Rol afzetlint in rood-wit: te koop.',
    details: ['Rol van 500 m', 'Breedte 8 cm'],
    props: { Soort: 'Afsluiting', Reflecterend: 'Nee' },
    stock: { B: 0, K: 0, I: 0 },
    itemType: 'Sales',
    stockType: 'BulkWithoutStock',
    sales: 6.2,
  },
  {
    id: 'AED-TOESTEL',
    name: 'AED-toestel (automatische externe defibrillator)',
    cat: [C.veiligheidEnEersteHulp],
    medium: 'Halfautomatische defibrillator met Nederlandstalige spraakbegeleiding.',
    details: ['Spraakbegeleiding in het Nederlands', 'Elektroden voor volwassenen en kinderen', 'Opvallende wandtas met pictogram'],
    props: { Soort: 'Veiligheid' },
    stock: { B: 3, K: 2, I: 2 },
    stockType: 'Serial',
    day: 16.53,
    images: 2,
    maxPerCart: 2,
    manuals: ['handleiding-aed.pdf'],
    attention: 'Laat het toestel na gebruik altijd nakijken: de uitleendienst vervangt de elektroden.',
  },
  {
    id: 'BRANDBLUSSER-6KG',
    name: 'Brandblusser poeder 6 kg',
    cat: [C.veiligheidEnEersteHulp],
    medium: 'Gekeurde ABC-poederblusser met ophangbeugel.',
    details: ['ABC-poeder, 6 kg', 'Jaarlijks gekeurd', 'Ophangbeugel en pictogram'],
    props: { Soort: 'Veiligheid', Reflecterend: 'Nee' },
    stock: { B: 6, K: 6, I: 6 },
    day: 3.31,
    manuals: ['handleiding-brandblusser.pdf'],
  },
  // ------------------------------------------------------------------ pakketten
  {
    id: PRODUCT.pakketFuif,
    name: 'Fuifpakket',
    cat: [C.pakketten],
    medium: 'Alles voor een veilige fuif tot 300 bezoekers. Noodverlichting en brandblussers horen er verplicht bij.',
    details: ['Basis: bar-inrichting met 4 statafels en 2 sorteerstations', 'Verplicht: noodverlichtingsset en 2 brandblussers', 'Optioneel: geluid, licht, nadarhekken en herbruikbare bekers'],
    props: { Gelegenheid: 'Fuif' },
    stock: { B: 3, K: 2, I: 2 },
    type: 'Composition',
    day: 49.59,
    images: 2,
    attention: 'De noodverlichting bij dit pakket is beperkt: er zijn slechts 2 sets per uitleenpost.',
  },
  {
    id: 'PAKKET-SPORTDAG',
    name: 'Sportdagpakket',
    cat: [C.pakketten],
    medium: 'Een kant-en-klare sportdag voor een school of jeugdbeweging, met een EHBO-koffer.',
    details: ['Basis: 20 kegels, lintjes en een scorebord', 'Verplicht: EHBO-koffer', 'Optioneel: megafoon, doeltjes, zakloopzakken, touwtrektouw en fluohesjes'],
    props: { Gelegenheid: 'Sportdag' },
    stock: { B: 3, K: 3, I: 2 },
    type: 'Composition',
    day: 24.79,
    images: 2,
  },
  // ------------------------------------------------------------------ services (in no category: never listed)
  {
    id: PRODUCT.transport,
    name: 'Levering en ophaling door de uitleendienst',
    cat: [],
    medium: 'De uitleendienst brengt het materiaal naar de locatie van uw evenement en haalt het daarna weer op.',
    details: ['Levering en ophaling binnen de provincie', 'Prijs voor beide ritten samen'],
    stock: { B: 0, K: 0, I: 0 },
    itemType: 'Sales',
    stockType: 'BulkWithoutStock',
    // Spec 001 §9's transport price for both days, 16,48 incl. VAT.
    sales: 13.62,
  },
  // ------------------------------------------------------------------ deposits (never listed)
  {
    id: PRODUCT.borgGeluid,
    name: 'Waarborg geluidsmateriaal',
    cat: [C.geluidsinstallaties],
    medium: 'Waarborg die bij het afhalen van geluidsmateriaal wordt aangerekend en bij het terugbrengen wordt terugbetaald.',
    details: ['Terugbetaald na controle van het materiaal'],
    stock: { B: 0, K: 0, I: 0 },
    itemType: 'Borg',
    stockType: 'BulkWithoutStock',
    sales: 150,
  },
  {
    id: 'BORG-TENT',
    name: 'Waarborg feesttent',
    cat: [C.feesttenten],
    medium: 'Waarborg voor een feesttent, terugbetaald na controle van de tent.',
    details: ['Terugbetaald na controle van het materiaal'],
    stock: { B: 0, K: 0, I: 0 },
    itemType: 'Borg',
    stockType: 'BulkWithoutStock',
    sales: 250,
  },
  {
    id: 'BORG-SPRINGKASTEEL',
    name: 'Waarborg springkasteel',
    cat: [C.springkastelen],
    medium: 'Waarborg voor een springkasteel, terugbetaald na controle.',
    details: ['Terugbetaald na controle van het materiaal'],
    stock: { B: 0, K: 0 },
    itemType: 'Borg',
    stockType: 'BulkWithoutStock',
    sales: 200,
  },
];

/** [item, suggested item, amount, ranking, policy]. */
type SuggestionSeed = [string, string, number, number, 'optional' | 'required'];

const SUGGESTIONS: SuggestionSeed[] = [
  [PRODUCT.partytent3x3, 'HARINGENSET', 1, 1, 'required'],
  [PRODUCT.partytent3x3, 'ZIJWAND-3M', 4, 2, 'optional'],
  [PRODUCT.partytent3x3, 'TENTGEWICHT-15KG', 4, 3, 'optional'],
  ['PARTYTENT-3X6', 'HARINGENSET', 2, 1, 'required'],
  ['PARTYTENT-3X6', 'ZIJWAND-3M', 6, 2, 'optional'],
  ['PARTYTENT-3X6', 'TENTGEWICHT-15KG', 6, 3, 'optional'],
  ['PAVILJOENTENT-4X4', 'HARINGENSET', 1, 1, 'required'],
  ['PAVILJOENTENT-4X4', 'TENTGEWICHT-15KG', 4, 2, 'optional'],
  ['FEESTTENT-5X10', 'LICHTSLINGER-25M', 2, 1, 'optional'],
  ['FEESTTENT-5X10', 'TENTVERWARMING', 1, 2, 'optional'],
  ['FEESTTENT-5X10', PRODUCT.bierbankset, 10, 3, 'optional'],
  ['FEESTTENT-6X12', 'LICHTSLINGER-25M', 3, 1, 'optional'],
  ['FEESTTENT-6X12', 'TENTVERWARMING', 2, 2, 'optional'],
  [PRODUCT.podiumelement, 'PODIUMTRAP', 1, 1, 'optional'],
  [PRODUCT.podiumelement, 'PODIUMLEUNING', 3, 2, 'optional'],
  [PRODUCT.podiumelement, 'PODIUMROK', 4, 3, 'optional'],
  [PRODUCT.geluidsinstallatie, 'DRAADLOZE-MICROFOON', 1, 1, 'optional'],
  [PRODUCT.geluidsinstallatie, 'MICROFOONSTATIEF', 2, 2, 'optional'],
  [PRODUCT.geluidsinstallatie, 'KABELSET-XLR', 1, 3, 'optional'],
  ['GELUIDSINSTALLATIE-GROOT', 'MENGPANEEL-8', 1, 1, 'optional'],
  ['GELUIDSINSTALLATIE-GROOT', 'DRAADLOZE-MICROFOON', 2, 2, 'optional'],
  ['GELUIDSINSTALLATIE-GROOT', 'STROOMKAST-32A', 1, 3, 'optional'],
  [PRODUCT.bierbankset, PRODUCT.afvalcontainer, 2, 1, 'optional'],
  [PRODUCT.bierbankset, 'PARASOL-3M', 1, 2, 'optional'],
  [PRODUCT.springkasteel, 'KABELHASPEL-50M', 1, 1, 'required'],
  ['LED-SPOTSET', 'KABELHASPEL-50M', 2, 1, 'optional'],
  [PRODUCT.afvalcontainer, 'AFVALZAKKEN-REST', 1, 1, 'optional'],
  [PRODUCT.afvalcontainer, 'AFVALZAKKEN-PMD', 1, 2, 'optional'],
  [PRODUCT.pakketFuif, 'NOODVERLICHTING-SET', 1, 1, 'required'],
  [PRODUCT.pakketFuif, 'BRANDBLUSSER-6KG', 2, 2, 'required'],
  [PRODUCT.pakketFuif, 'GELUIDSINSTALLATIE-GROOT', 1, 3, 'optional'],
  [PRODUCT.pakketFuif, 'LED-SPOTSET', 2, 4, 'optional'],
  [PRODUCT.pakketFuif, 'NADARHEK', 10, 5, 'optional'],
  [PRODUCT.pakketFuif, 'HERBRUIKBARE-BEKERS', 5, 6, 'optional'],
  ['PAKKET-SPORTDAG', 'EHBO-KOFFER', 1, 1, 'required'],
  ['PAKKET-SPORTDAG', 'MEGAFOON', 1, 2, 'optional'],
  ['PAKKET-SPORTDAG', 'VOETBALDOELTJES', 2, 3, 'optional'],
  ['PAKKET-SPORTDAG', 'ZAKLOOPZAKKEN', 2, 4, 'optional'],
  ['PAKKET-SPORTDAG', 'TOUWTREKTOUW', 1, 5, 'optional'],
  ['PAKKET-SPORTDAG', 'FLUOHESJES', 1, 6, 'optional'],
];

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function periodPrices(seed: ProductSeed, vatPercentage: number): PeriodPrice[] {
  if (seed.day === undefined) return [];
  const entry = (Period: string, PeriodUnit: PeriodPrice['PeriodUnit'], PeriodAmount: number, nett: number): PeriodPrice => {
    const incVat = round2(nett * (1 + vatPercentage / 100));
    return {
      Period,
      PeriodUnit,
      PeriodAmount,
      PriceNett: nett,
      PriceNettIncVAT: incVat,
      PriceGross: round2(incVat / (1 - (seed.discount ?? 0))),
      DefaultShopPeriod: Period === '1 dag',
    };
  };
  const prices = [entry('1 dag', 'Dag', 1, seed.day)];
  const weekend = seed.weekend === undefined ? round2(seed.day * 1.5) : seed.weekend;
  // A weekend runs from Friday pick-up to Monday return: 4 rental days.
  if (weekend !== null) prices.push(entry('Weekend', 'Dag', 4, weekend));
  const week = seed.week === undefined ? round2(seed.day * 3) : seed.week;
  if (week !== null) prices.push(entry('1 week', 'Week', 1, week));
  return prices;
}

/**
 * What never changes between seeds (slug, HTML, property translations), derived once per
 * process; the seed then only builds fresh objects around it.
 */
const DERIVED = new Map(
  PRODUCT_SEEDS.map((seed) => {
    const properties = Object.entries(seed.props ?? {}).flatMap(([name, values]) =>
      (Array.isArray(values) ? values : [values]).map((title) => {
        const translations = valueTranslations(seed.cat, name, title);
        if (!translations) throw new Error(`${seed.id}: no property value ${name} = ${title} in its categories`);
        return { name, title, translations };
      }),
    );
    return [
      seed.id,
      {
        slug: slugify(seed.name),
        medium: `<p>${seed.medium}</p>`,
        long: `<p>${seed.medium}</p><h3>Kenmerken</h3><ul>${seed.details.map((d) => `<li>${d}</li>`).join('')}</ul>`,
        properties,
      },
    ] as const;
  }),
);

function productOf(seed: ProductSeed): Product {
  const derived = DERIVED.get(seed.id)!;
  const itemType = seed.itemType ?? 'Rental';
  const vat = itemType === 'Borg' ? 0 : 21;
  const custom: CustomFields = {};
  if (seed.attention) custom.CUST_AttentionFrontend = seed.attention;
  if (seed.certificate) custom.CUST_RequiresCertificate = seed.certificate;
  if (seed.onSiteContact) custom.CUST_RequiresOnSiteContact = true;
  // The deposit charged with the item; the backend adds it, the shop only mentions it.
  if (seed.deposit) custom.CUST_DepositItemID = seed.deposit;
  return {
    ID: seed.id,
    Slug: derived.slug,
    Description: seed.name,
    MediumDescription: derived.medium,
    LongDescription: derived.long,
    Images: Array.from({ length: seed.images ?? 1 }, (_, i) => ({
      ImageID: `${seed.id}-${i + 1}`,
      Ranking: i + 1,
      ImageUrl: `/api/demo-assets/items/${seed.id}-${i + 1}.svg`,
    })),
    Properties: derived.properties.map((p) => ({ PropertyDefinition: p.name, Value: p.title, Translations: { ...p.translations } })),
    ItemAttachments: (seed.manuals ?? []).map((file, i) => manualAttachment(file, i + 1)),
    PeriodPrices: periodPrices(seed, vat),
    SalesPrice: seed.sales ?? null,
    SalesPriceIncVAT: seed.sales === undefined ? null : round2(seed.sales * (1 + vat / 100)),
    VATPercentage: vat,
    ItemType: itemType,
    Type: seed.type ?? 'Item',
    StockType: seed.stockType ?? 'BulkStock',
    WarehouseIDs: (Object.keys(seed.stock) as WarehouseKey[]).map((k) => WAREHOUSE_OF[k]),
    CategoryIDs: [...seed.cat],
    UploadPolicy: seed.upload ?? 'DenyUpload',
    MaxPerCustomer: seed.maxPerCustomer ?? null,
    MaxPerCart: seed.maxPerCart ?? null,
    MaxReservationDays: seed.maxDays ?? null,
    CustomFields: custom,
  };
}

export function productSeed(): {
  products: Product[];
  stock: StockRow[];
  suggestions: SuggestionLink[];
} {
  const products = PRODUCT_SEEDS.map(productOf);
  const stock = PRODUCT_SEEDS.filter((seed) => seed.stockType !== 'BulkWithoutStock').flatMap((seed) =>
    (Object.entries(seed.stock) as [WarehouseKey, number][]).map(([key, Quantity]) => ({ ItemID: seed.id, WarehouseID: WAREHOUSE_OF[key], Quantity })),
  );
  const suggestions = SUGGESTIONS.map(([ItemID, SuggestedItemID, SuggestionAmount, SuggestionRanking, ShopPolicy]) => ({
    ItemID,
    SuggestedItemID,
    SuggestionAmount,
    SuggestionRanking,
    ShopPolicy,
  }));
  return { products, stock, suggestions };
}
