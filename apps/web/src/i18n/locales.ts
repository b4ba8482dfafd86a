import type { MessageFormatElement } from 'react-intl';
import englishCatalogueJson from './compiled/en.json';
import { lookupOwn } from '@confab/core';
import { formatLocaleCookie, readLocaleCookie } from './locale-cookie.ts';

/** Messages pre-compiled to ICU syntax trees (`npm run i18n:extract`), so no parsing at start-up. */
export type Catalogue = Record<string, MessageFormatElement[]>;

const englishCatalogue = englishCatalogueJson as Catalogue;

/** Languages with a catalogue. Others fall back to English until translated. */
const catalogues: Record<string, Catalogue> = { en: englishCatalogue };

export const defaultLocale = 'en';

export function supportedLocale(requested: string | undefined): string {
  if (!requested) return defaultLocale;
  if (lookupOwn(catalogues, requested)) return requested;
  const language = requested.split('-')[0] ?? '';
  return lookupOwn(catalogues, language) ? language : defaultLocale;
}

export function catalogueFor(locale: string): Catalogue {
  return lookupOwn(catalogues, supportedLocale(locale)) ?? englishCatalogue;
}

/** The locale to start with: the saved cookie, then the browser's language. */
export function initialLocale(): string {
  return supportedLocale(readLocaleCookie(document.cookie) ?? navigator.language);
}

export function saveLocale(locale: string): void {
  document.cookie = formatLocaleCookie(supportedLocale(locale));
}
