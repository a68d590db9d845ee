/**
 * The public services that register as GOVERNMENT (spec 002 §5): a municipality of
 * West-Vlaanderen or the province itself, and one of its services. The customer's name is the
 * two together.
 */

export const PROVINCE = 'Provincie West-Vlaanderen';

/** The province and its municipalities, as the lending service knows its public customers. */
export const MUNICIPALITIES: readonly string[] = [
  PROVINCE,
  'Alveringem',
  'Anzegem',
  'Ardooie',
  'Avelgem',
  'Beernem',
  'Blankenberge',
  'Bredene',
  'Brugge',
  'Damme',
  'De Haan',
  'De Panne',
  'Deerlijk',
  'Dentergem',
  'Diksmuide',
  'Gistel',
  'Harelbeke',
  'Heuvelland',
  'Hooglede',
  'Houthulst',
  'Ichtegem',
  'Ieper',
  'Ingelmunster',
  'Izegem',
  'Jabbeke',
  'Knokke-Heist',
  'Koekelare',
  'Koksijde',
  'Kortemark',
  'Kortrijk',
  'Kuurne',
  'Langemark-Poelkapelle',
  'Ledegem',
  'Lendelede',
  'Lichtervelde',
  'Lo-Reninge',
  'Menen',
  'Mesen',
  'Meulebeke',
  'Middelkerke',
  'Moorslede',
  'Nieuwpoort',
  'Oostende',
  'Oostkamp',
  'Oostrozebeke',
  'Oudenburg',
  'Pittem',
  'Poperinge',
  'Roeselare',
  'Ruiselede',
  'Spiere-Helkijn',
  'Staden',
  'Tielt',
  'Torhout',
  'Veurne',
  'Vleteren',
  'Waregem',
  'Wervik',
  'Wevelgem',
  'Wielsbeke',
  'Wingene',
  'Zedelgem',
  'Zonnebeke',
  'Zuienkerke',
  'Zwevegem',
];

/** The services of a municipality (or of the province) that borrow equipment. */
export const DEPARTMENTS: readonly string[] = [
  'Aankoopdienst',
  'Academie',
  'Archief',
  'Bibliotheek',
  'Brandweer',
  'Burgerzaken',
  'Buitenschoolse kinderopvang',
  'Communicatie',
  'Cultuur',
  'Cultuurcentrum',
  'Dierenwelzijn',
  'Duurzaamheid',
  'Economie',
  'Energie',
  'Erfgoed',
  'Evenementen',
  'Facilitaire dienst',
  'Feestelijkheden',
  'Financiën',
  'Gelijke kansen',
  'Gezondheid',
  'Groendienst',
  'Huisvesting',
  'ICT',
  'Integratie',
  'Internationale samenwerking',
  'Jeugd',
  'Juridische dienst',
  'Kinderopvang',
  'Landbouw',
  'Lokale economie',
  'Logistiek',
  'Markten en foren',
  'Milieu',
  'Mobiliteit',
  'Museum',
  'Natuur',
  'Noodplanning',
  'OCMW',
  'Onderwijs',
  'Onthaal',
  'Ontwikkelingssamenwerking',
  'Openbare werken',
  'Participatie',
  'Patrimonium',
  'Personeel',
  'Preventie',
  'Ruimtelijke ordening',
  'Secretariaat',
  'Seniorenbeleid',
  'Sport',
  'Stedenbouw',
  'Technische dienst',
  'Toerisme',
  'Veiligheid',
  'Vrije tijd',
  'Wegen',
  'Welzijn',
];

const SEPARATOR = ' - ';

/** Spec 002 §5: a public service is named "municipality - department". */
export const governmentCompanyName = (municipality: string, department: string): string => `${municipality.trim()}${SEPARATOR}${department.trim()}`;

/** The municipality and department a customer name of a public service holds; null when it is none of the lists'. */
export function governmentPartsOf(companyName: string): { municipality: string; department: string } | null {
  const at = companyName.indexOf(SEPARATOR);
  if (at < 0) return null;
  const municipality = companyName.slice(0, at).trim();
  const department = companyName.slice(at + SEPARATOR.length).trim();
  return MUNICIPALITIES.includes(municipality) && DEPARTMENTS.includes(department) ? { municipality, department } : null;
}

/** The options whose name holds the typed text, ignoring case and accents ("feest" finds "Feestelijkheden"). */
export function optionsMatching(options: readonly string[], typed: string): string[] {
  const plain = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const wanted = plain(typed.trim());
  return wanted === '' ? [...options] : options.filter((option) => plain(option).includes(wanted));
}
