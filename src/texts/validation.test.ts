import { describe, expect, it } from 'vitest';
import type { Problem, Rule } from '../domain/validation.ts';
import { messages as english } from '../i18n/locales/en.po';
import { messages as german } from '../i18n/locales/de.po';
import { i18n } from '../i18n/i18n.ts';
import { invalidFormText, problemsText, problemText } from './validation.ts';

const LOCALES = ['nl', 'en', 'de'] as const;
type Locale = (typeof LOCALES)[number];

const speak = (locale: Locale) => {
  if (locale === 'en') i18n.load('en', english);
  if (locale === 'de') i18n.load('de', german);
  i18n.activate(locale);
};

/** A text in one language, switching back to Dutch after. */
const inLocale = <T,>(locale: Locale, read: () => T): T => {
  speak(locale);
  try {
    return read();
  } finally {
    speak('nl');
  }
};

/**
 * One problem of each rule and the parameters its text must show. Typed by rule, so a new kind
 * of problem does not compile until it is listed here (and so worded in all three languages).
 */
const examples: { [R in Rule]: { problem: Extract<Problem, { rule: R }>; shows: string[] } } = {
  required: { problem: { rule: 'required' }, shows: [] },
  required_if: { problem: { rule: 'required_if' }, shows: [] },
  email: { problem: { rule: 'email' }, shows: [] },
  confirmed: { problem: { rule: 'confirmed' }, shows: [] },
  alpha: { problem: { rule: 'alpha' }, shows: [] },
  alpha_num: { problem: { rule: 'alpha_num' }, shows: [] },
  alpha_dash: { problem: { rule: 'alpha_dash' }, shows: [] },
  alpha_spaces: { problem: { rule: 'alpha_spaces' }, shows: [] },
  between: { problem: { rule: 'between', min: 3, max: 12 }, shows: ['3', '12'] },
  digits: { problem: { rule: 'digits', length: 4 }, shows: ['4'] },
  dimensions: { problem: { rule: 'dimensions', width: 800, height: 600 }, shows: ['800', '600'] },
  excluded: { problem: { rule: 'excluded' }, shows: [] },
  ext: { problem: { rule: 'ext', allowed: ['jpg', 'jpeg', 'png', 'webp'] }, shows: ['jpg, jpeg, png, webp'] },
  image: { problem: { rule: 'image' }, shows: [] },
  integer: { problem: { rule: 'integer' }, shows: [] },
  length: { problem: { rule: 'length', length: 11 }, shows: ['11'] },
  max: { problem: { rule: 'max', length: 250 }, shows: ['250'] },
  max_value: { problem: { rule: 'max_value', max: 99 }, shows: ['99'] },
  min: { problem: { rule: 'min', length: 8 }, shows: ['8'] },
  min_value: { problem: { rule: 'min_value', min: 5 }, shows: ['5'] },
  numeric: { problem: { rule: 'numeric' }, shows: [] },
  one_of: { problem: { rule: 'one_of' }, shows: [] },
  regex: { problem: { rule: 'regex' }, shows: [] },
  // Spec 000 §5: the limit is kept in KB and shown in MB without decimals.
  size: { problem: { rule: 'size', kilobytes: 10 * 1024 }, shows: ['10 MB'] },
  decimal_comma: { problem: { rule: 'decimal_comma' }, shows: [] },
  phone: { problem: { rule: 'phone' }, shows: [] },
  url: { problem: { rule: 'url' }, shows: ['www.'] },
  postal_code: { problem: { rule: 'postal_code' }, shows: [] },
  company_number: { problem: { rule: 'company_number' }, shows: [] },
  national_number: { problem: { rule: 'national_number' }, shows: [] },
  password: { problem: { rule: 'password' }, shows: ['8', '@ $ ! % * ? &'] },
  future_date: { problem: { rule: 'future_date' }, shows: [] },
  min_date: { problem: { rule: 'min_date' }, shows: [] },
  min_time: { problem: { rule: 'min_time', time: '09:00' }, shows: ['09:00'] },
  max_time: { problem: { rule: 'max_time', time: '17:30' }, shows: ['17:30'] },
  time: { problem: { rule: 'time' }, shows: [] },
  date: { problem: { rule: 'date' }, shows: [] },
};

const cases = Object.values(examples);
const textsOf = (problem: Problem) => Object.fromEntries(LOCALES.map((locale) => [locale, inLocale(locale, () => problemText(problem))])) as Record<Locale, string>;

describe('the words of each problem (spec 000 §5, in nl, en and de)', () => {
  describe.each(LOCALES)('in %s', (locale) => {
    it.each(cases.map(({ problem, shows }) => [problem.rule, problem, shows] as const))('%s has a message with its parameters filled in', (_rule, problem, shows) => {
      const text = inLocale(locale, () => problemText(problem));
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/[{}]|undefined|NaN/);
      for (const shown of shows) expect(text).toContain(shown);
    });
  });

  it.each(cases.map(({ problem }) => [problem.rule, problem] as const))('%s is worded in each language of its own', (_rule, problem) => {
    const { nl, en, de } = textsOf(problem);
    expect(en).not.toBe(nl);
    expect(de).not.toBe(nl);
    expect(de).not.toBe(en);
  });

  it('says something else for each rule, except that a field is required whether or not another answer asked it', () => {
    for (const locale of LOCALES) {
      const texts = cases.filter(({ problem }) => problem.rule !== 'required_if').map(({ problem }) => inLocale(locale, () => problemText(problem)));
      expect(new Set(texts).size, locale).toBe(texts.length);
      expect(inLocale(locale, () => problemText({ rule: 'required_if' }))).toBe(inLocale(locale, () => problemText({ rule: 'required' })));
    }
  });

  it('words the limits of spec 000 §5 as the spec does', () => {
    expect(textsOf({ rule: 'max', length: 250 })).toEqual({
      nl: 'Dit veld mag niet langer zijn dan 250 tekens',
      en: 'This field may not be longer than 250 characters',
      de: 'Dieses Feld darf nicht länger als 250 Zeichen sein',
    });
    expect(textsOf({ rule: 'national_number' }).nl).toBe('Rijksregisternummer is ongeldig');
    expect(textsOf({ rule: 'size', kilobytes: 10 * 1024 }).en).toBe('The selected file is too big (max 10 MB)');
    // A limit under a megabyte is said exactly, in the reader's number format: never "max 0 MB".
    expect(textsOf({ rule: 'size', kilobytes: 512 })).toMatchObject({ nl: 'Het geselecteerde bestand is te groot (max 0,50 MB)', en: 'The selected file is too big (max 0.50 MB)' });
    expect(textsOf({ rule: 'ext', allowed: ['jpg', 'png'] })).toEqual({
      nl: 'Het geselecteerde bestand is niet ondersteund. Geldige bestanden: jpg, png',
      en: 'The selected file is unsupported. Valid files: jpg, png',
      de: 'Die ausgewählte Datei wird nicht unterstützt. Gültige Dateien: jpg, png',
    });
    expect(textsOf({ rule: 'between', min: 1, max: 10 })).toEqual({
      nl: 'Geef een waarde tussen 1 en 10 in',
      en: 'Enter a value between 1 and 10',
      de: 'Geben Sie einen Wert zwischen 1 und 10 ein',
    });
  });
});

describe("a field's messages", () => {
  it('are joined with a single space, in the order of the problems', () => {
    expect(problemsText([{ rule: 'min', length: 3 }, { rule: 'alpha' }])).toBe('Dit veld moet minstens 3 tekens lang zijn Gebruik alleen letters');
    expect(inLocale('en', () => problemsText([{ rule: 'required' }, { rule: 'email' }]))).toBe(`${inLocale('en', () => problemText({ rule: 'required' }))} ${inLocale('en', () => problemText({ rule: 'email' }))}`);
  });

  it("take a form's own words as they are", () => {
    expect(problemsText(['Het evenement begint binnen de huurperiode'])).toBe('Het evenement begint binnen de huurperiode');
    expect(problemsText([{ rule: 'date' }, 'Het evenement begint binnen de huurperiode'])).toBe('Geef een geldige datum in Het evenement begint binnen de huurperiode');
  });

  it('are nothing for a field without problems', () => {
    expect(problemsText([])).toBeNull();
    expect(problemsText(undefined)).toBeNull();
  });
});

describe('an invalid submit (spec 000 §5)', () => {
  it('says once that not all fields are (correctly) filled in', () => {
    expect(invalidFormText()).toBe('Niet alle velden zijn (correct) ingevoerd');
    expect(inLocale('en', invalidFormText)).toBe('Please fill out all required fields (correctly)');
    expect(inLocale('de', invalidFormText)).toBe('Bitte füllen Sie alle Pflichtfelder (korrekt) aus');
  });
});
