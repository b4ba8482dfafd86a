import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogueFor, defaultLocale } from './locales.ts';

export function IntlRoot({ locale, children }: { locale: string; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} defaultLocale={defaultLocale} messages={catalogueFor(locale)}>
      {children}
    </IntlProvider>
  );
}
