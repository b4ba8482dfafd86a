import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@confab/ui/tokens.css';
import { createIndexedDbStorage } from '@confab/storage-browser';
import { IntlRoot } from '../../../i18n/intl-root.tsx';
import { StorageProvider } from '../../../storage/app-storage.tsx';
import { PluginAuthHarness } from './plugin-auth-harness.tsx';

// A test page (never shipped): the Auth tab's panel for the plugin named by `?plugin=`, until the
// Plugins screen that will hold it exists.
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The test page has no #root element');
createRoot(rootElement).render(
  <StrictMode>
    <StorageProvider storage={createIndexedDbStorage()}>
      <IntlRoot locale="en">
        <PluginAuthHarness pluginID={new URLSearchParams(window.location.search).get('plugin') ?? ''} />
      </IntlRoot>
    </StorageProvider>
  </StrictMode>,
);
