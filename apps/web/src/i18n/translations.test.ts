import { describe, expect, it } from 'vitest';
import type { MessageFormatElement } from 'react-intl';
import englishCatalogue from './catalogue/en.json';
import germanCatalogue from './catalogue/de.json';
import frenchCatalogue from './catalogue/fr.json';
import englishCompiled from './compiled/en.json';
import germanCompiled from './compiled/de.json';
import frenchCompiled from './compiled/fr.json';
import { languages } from './locales.ts';

type Compiled = Record<string, MessageFormatElement[]>;

const translations = [
  {
    locale: 'de',
    catalogue: germanCatalogue as Record<string, string>,
    compiled: germanCompiled as Compiled,
  },
  {
    locale: 'fr',
    catalogue: frenchCatalogue as Record<string, string>,
    compiled: frenchCompiled as Compiled,
  },
];

/** ICU's literal text element (`TYPE.literal`), which is not a placeholder. */
const literalTypes = new Set<unknown>([0]);

/** Placeholder names a message uses, nested plurals and selects included, with their kinds. */
function argumentsOf(elements: readonly MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && !literalTypes.has(element.type)) {
      found.add(`${String(element.type)}:${element.value}`);
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if ('children' in element) argumentsOf(element.children, found);
  }
  return found;
}

describe('translations (npm run i18n:missing lists what is left)', () => {
  it('exist for every language the picker offers', () => {
    expect(languages.map((language) => language.locale).sort()).toEqual(['de', 'en', 'fr']);
  });

  for (const { locale, catalogue, compiled } of translations) {
    it(`${locale} translates every English message and nothing else`, () => {
      const missing = Object.keys(englishCatalogue).filter((id) => !Object.hasOwn(catalogue, id));
      const unused = Object.keys(catalogue).filter((id) => !Object.hasOwn(englishCatalogue, id));
      expect({ missing, unused }).toEqual({ missing: [], unused: [] });
    });

    it(`${locale} keeps every placeholder of the English message`, () => {
      const english = englishCompiled as Compiled;
      const differing = Object.keys(english).filter((id) => {
        const translated = compiled[id];
        const source = english[id];
        if (!translated || !source) return true;
        return [...argumentsOf(source)].sort().join() !== [...argumentsOf(translated)].sort().join();
      });
      expect(differing).toEqual([]);
    });

    it(`${locale} is compiled from its catalogue (npm run i18n:extract)`, () => {
      const stale = Object.keys(catalogue).filter((id) => {
        const firstText = compiled[id]?.find((element) => literalTypes.has(element.type));
        return (
          firstText !== undefined &&
          'value' in firstText &&
          typeof firstText.value === 'string' &&
          !catalogue[id]?.includes(firstText.value.trim())
        );
      });
      expect(stale).toEqual([]);
    });
  }
});
