import type { MessageFormatElement } from 'react-intl';
import englishCatalogueJson from './compiled/en.json';
import { formatLocaleCookie, readLocaleCookie } from './locale-cookie.ts';

/** Messages pre-compiled to ICU syntax trees (`npm run i18n:extract`), so no parsing at start-up. */
export type Catalogue = Record<string, MessageFormatElement[]>;

const englishCatalogue = englishCatalogueJson as Catalogue;

export const defaultLocale = 'en';

/**
 * The spec's language entry (locale, name, flag, approved, hidden). The name is written in the
 * language itself, so a person who cannot read the current one still finds theirs.
 */
export interface LanguageEntry {
  locale: string;
  name: string;
  flag: string;
  approved: boolean;
  hidden: boolean;
}

export const languages: readonly LanguageEntry[] = [
  { locale: 'en', name: 'English', flag: '🇬🇧', approved: true, hidden: false },
  { locale: 'de', name: 'Deutsch', flag: '🇩🇪', approved: true, hidden: false },
  { locale: 'fr', name: 'Français', flag: '🇫🇷', approved: true, hidden: false },
];

/**
 * Every other language is its own chunk, loaded when chosen: an English reader never downloads them.
 * A `Map`, since the key comes from a cookie or a synced setting.
 */
const catalogueLoaders = new Map<string, () => Promise<Catalogue>>([
  ['en', () => Promise.resolve(englishCatalogue)],
  ['de', async () => (await import('./compiled/de.json')).default],
  ['fr', async () => (await import('./compiled/fr.json')).default],
]);

export function supportedLocale(requested: string | undefined): string {
  if (!requested) return defaultLocale;
  if (catalogueLoaders.has(requested)) return requested;
  const language = requested.split('-')[0] ?? '';
  return catalogueLoaders.has(language) ? language : defaultLocale;
}

/** The languages a host offers: all approved, visible ones, narrowed by its `enabledLanguages`. */
export function offeredLanguages(enabledLanguages: readonly string[] | undefined): LanguageEntry[] {
  return languages.filter(
    (language) =>
      language.approved &&
      !language.hidden &&
      (enabledLanguages === undefined ||
        enabledLanguages.length === 0 ||
        language.locale === defaultLocale ||
        enabledLanguages.includes(language.locale)),
  );
}

/** The start language narrowed to the host's: one it does not offer (a cookie, the browser's) starts in English. */
export function offeredLocale(locale: string, enabledLanguages: readonly string[] | undefined): string {
  return offeredLanguages(enabledLanguages).some((language) => language.locale === locale)
    ? locale
    : defaultLocale;
}

export function englishCatalogueOnly(): Catalogue {
  return englishCatalogue;
}

export async function loadCatalogue(locale: string): Promise<Catalogue> {
  const loader = catalogueLoaders.get(supportedLocale(locale));
  return loader ? loader() : englishCatalogue;
}

/** The locale to start with: the saved cookie, then the browser's language. */
export function initialLocale(): string {
  return supportedLocale(readLocaleCookie(document.cookie) ?? navigator.language);
}

export function saveLocale(locale: string): void {
  document.cookie = formatLocaleCookie(supportedLocale(locale));
}
