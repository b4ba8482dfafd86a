import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
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
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={defaultLocale}
      messages={catalogue ?? englishCatalogueOnly()}
    >
      {children}
    </IntlProvider>
  );
}
