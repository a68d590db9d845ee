import { afterEach, describe, expect, it } from 'vitest';
import { registeredMachine } from '../../machines/registry.ts';
import { i18n } from '../i18n/i18n.ts';
import { messages as german } from '../i18n/locales/de.po';
import { messages as english } from '../i18n/locales/en.po';
import { describedGraph, descriptionText } from './description-text.ts';
import { registeredDescriptions } from './descriptions.ts';
import { flowGraphOf } from './model.ts';

const speak = (locale: 'nl' | 'en' | 'de') => {
  if (locale === 'en') i18n.load('en', english);
  if (locale === 'de') i18n.load('de', german);
  i18n.activate(locale);
};

const login = registeredMachine('login');
const stateDescription = (locale: 'nl' | 'en' | 'de', stateId: string) => {
  speak(locale);
  return describedGraph(flowGraphOf(login.machine), i18n).states.find((state) => state.id === stateId)?.description;
};

describe("a machine's description at /flows", () => {
  afterEach(() => speak('nl'));

  it('is the Dutch of the machine for a Dutch reader, every one of them as written', () => {
    const written = [...registeredDescriptions().values()].flat();
    expect(written.length).toBeGreaterThan(100);
    expect(written.filter((text) => descriptionText(i18n, text) !== text)).toEqual([]);
  });

  it('is English for an English reader', () => {
    speak('en');
    expect(descriptionText(i18n, login.description)).toBe('Log in with username or e-mail and password; a login with several accounts chooses a customer, then a contact.');
    expect(stateDescription('en', 'login.editing')).toBe('LOGIN: the form. A refusal shows its own message (incorrect, not approved, locked, not linked).');
  });

  it('is German for a German reader', () => {
    speak('de');
    expect(descriptionText(i18n, login.description)).toBe(
      'Anmelden mit Benutzername oder E-Mail-Adresse und Passwort; bei einem Login mit mehreren Konten wählt man einen Kunden und dann eine Kontaktperson.',
    );
    expect(stateDescription('de', 'login.editing')).toBe('LOGIN: das Formular. Eine Ablehnung zeigt ihre eigene Meldung (falsch, nicht genehmigt, gesperrt, nicht verknüpft).');
  });

  it('comes from the generated table where the build left it out of the machine (serve/chart-descriptions.ts)', () => {
    speak('en');
    const graph = flowGraphOf(login.machine);
    const built = {
      ...graph,
      states: graph.states.map((state) => ({ ...state, description: null })),
      transitions: graph.transitions.map((transition) => ({ ...transition, description: null })),
    };
    expect(describedGraph(built, i18n)).toEqual(describedGraph(graph, i18n));
    expect(describedGraph(built, i18n).states.find((state) => state.id === 'login.editing')?.description).toBe(
      'LOGIN: the form. A refusal shows its own message (incorrect, not approved, locked, not linked).',
    );
  });

  it('keeps a placeholder of a route or a quoted shop text as written', () => {
    const serial = registeredMachine('serial-redirect').description;
    speak('en');
    expect(descriptionText(i18n, serial)).toBe('sn/{serial}: looked up as serial number first, else as product, else not found; a hit opens the product.');
    speak('de');
    expect(descriptionText(i18n, serial)).toBe('sn/{serial}: zuerst als Seriennummer gesucht, sonst als Produkt, sonst nicht gefunden; ein Treffer öffnet das Produkt.');
  });
});
