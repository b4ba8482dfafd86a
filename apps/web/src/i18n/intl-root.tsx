import { useMemo, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { createAppIntl } from './english-in-code-intl.ts';
import { defaultLocale, englishCatalogueOnly, type Catalogue } from './locales.ts';

/** Messages for one fixed locale: English unless a loaded catalogue is given (tests, harness pages). */
export function IntlRoot({
  locale,
  catalogue,
  children,
}: {
  locale: string;
  catalogue?: Catalogue;
  children: ReactNode;
}) {
  const messages = catalogue ?? englishCatalogueOnly();
  const intl = useMemo(() => createAppIntl(locale, defaultLocale, messages), [locale, messages]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
