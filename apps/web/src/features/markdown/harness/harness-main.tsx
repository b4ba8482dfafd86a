import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@confab/ui/tokens.css';
import { IntlRoot } from '../../../i18n/intl-root.tsx';
import { initialLocale } from '../../../i18n/locales.ts';
import { MarkdownHarness } from './markdown-harness.tsx';

const parameters = new URLSearchParams(window.location.search);
document.documentElement.dataset.theme = parameters.get('theme') === 'dark' ? 'dark' : 'light';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The harness page has no #root element');
createRoot(rootElement).render(
  <StrictMode>
    <IntlRoot locale={initialLocale()}>
      <MarkdownHarness source={parameters.get('source')} />
    </IntlRoot>
  </StrictMode>,
);
