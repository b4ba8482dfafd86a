import { StrictMode, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { HostConfigProvider, loadHostConfig } from './host/host-config.tsx';
import { IntlRoot } from './i18n/intl-root.tsx';
import { loadLocale, UILanguageRoot } from './i18n/ui-language.tsx';
import { initialLocale, languages, offeredLocale, saveLocale } from './i18n/locales.ts';
import { installLocaleSupportShortcut } from './i18n/locale-support-shortcut.ts';
import { isAppHomePath, legalPageForPath } from './features/legal/index.ts';
import { startDebugLogCapture } from './features/debug-log/index.ts';
import { sharePdfChatID } from './features/chat-export/index.ts';
import { isPluginOAuthCallback } from './features/plugin-oauth/index.ts';
import { isMcpOAuthCallback } from './features/mcp/index.ts';
import { isAdminConsolePath } from './features/admin-console/index.ts';
import {
  createIndexedDbStorage,
  createMemoryStorage,
  defaultDatabaseName,
  requestPersistentStorage,
} from '@confab/storage-browser';
import { StorageProvider } from './storage/app-storage.tsx';
import type { StoragePort } from '@confab/core';
import { ChatEngineProvider } from './features/chat/index.ts';
import {
  holdChatListForAnswers,
  offerWholeChatListReader,
  prepareSidebarReads,
  workerChatListReader,
} from './features/chat-list/index.ts';
import { CloudSyncProvider } from './features/cloud-sync/index.ts';
import { cloudTokenStore, LoginRequiredGate } from './features/account/index.ts';
import { registerServiceWorker } from './app/register-service-worker.ts';
import { holdSearchForAnswers, scheduleSearchWarmUp } from './features/chat-search/index.ts';
import { App } from './app/app.tsx';
import { launchParameters, safeModeRequested } from './app/launch-parameters.ts';
import { ExtensionsAfterFirstScreen } from './app/extensions-after-first-screen.tsx';
import { lazyComponent } from '@confab/ui';
import {
  FatalErrorScreen,
  indexedDbAvailable,
  PageErrorBoundary,
  RenderFailureTextRoot,
  rootErrorHandlers,
  ServiceWorkerUpdatePrompt,
  startupProblem,
} from './features/render-errors/index.ts';
import './app/app.css';

// Only a browser without IndexedDB sees this warning: its code is not part of everyone's first load.
const NoIndexedDbDialog = lazyComponent(
  async () => (await import('./features/render-errors/no-indexeddb-dialog.tsx')).NoIndexedDbDialog,
);

/**
 * While an answer streams, the work a start leaves in the background waits for it: the search index's
 * restore and the sidebar's read of the whole list (each goes on at once when the person needs it).
 */
function holdBackgroundWorkForAnswers(arriving: boolean): void {
  holdSearchForAnswers(arriving);
  holdChatListForAnswers(arriving);
}

/** Legal pages and the print view are whole pages of their own, picked by the path. */
async function pageForLocation(): Promise<{ page: ReactNode; isApp: boolean }> {
  const other = await otherPageForLocation();
  if (other !== null) return { page: other, isApp: false };
  // The index builds in a worker after the page has loaded, so the first search finds it ready. Not
  // at import: the shell's chunk is shared with the markdown test page, which has no chats.
  scheduleSearchWarmUp();
  return {
    page: (
      <LoginRequiredGate>
        <App />
      </LoginRequiredGate>
    ),
    isApp: true,
  };
}

async function otherPageForLocation(): Promise<ReactNode> {
  const legalPage = legalPageForPath(window.location.pathname);
  if (legalPage) {
    const { LegalPage } = await import('./features/legal/legal-page.tsx');
    return <LegalPage kind={legalPage} />;
  }
  if (isPluginOAuthCallback(window.location)) {
    // The provider's redirect lands here, usually in the popup the Auth tab opened.
    const { PluginOAuthCallbackPage } =
      await import('./features/plugin-oauth/plugin-oauth-callback-page.tsx');
    return <PluginOAuthCallbackPage />;
  }
  if (isMcpOAuthCallback(window.location)) {
    // An MCP server's authorization server sends the person back here, in the sign-in popup.
    const { McpOAuthCallbackPage } = await import('./features/mcp/mcp-oauth-callback-page.tsx');
    return <McpOAuthCallbackPage />;
  }
  if (isAdminConsolePath(window.location.pathname)) {
    // Administrators only: the page checks the host config's currentUser and the server each call.
    const { AdminConsolePage } = await import('./features/admin-console/on-demand.ts');
    return <AdminConsolePage />;
  }
  const printChatID = sharePdfChatID(window.location);
  if (printChatID !== null) {
    // Loaded only on this route: it draws messages with the markdown renderer the shell loads lazily.
    const { SharePdfPage } = await import('./features/chat-export/share-pdf/share-pdf-page.tsx');
    return (
      <LoginRequiredGate>
        <SharePdfPage chatID={printChatID} />
      </LoginRequiredGate>
    );
  }
  if (!isAppHomePath(window.location.pathname)) {
    // The server answers such paths with status 404; this is the page it shows.
    const { NotFoundPage } = await import('./features/legal/not-found-page.tsx');
    return <NotFoundPage path={window.location.pathname} />;
  }
  return null;
}

function startingLocale(): string {
  try {
    const locale = initialLocale();
    saveLocale(locale);
    return locale;
  } catch {
    // A frame whose cookies are refused: the start-up check below explains it, in English.
    return 'en';
  }
}

// Before the first render: react-intl's locale checks would build ICU's whole locale list first.
installLocaleSupportShortcut(languages.map((language) => language.locale));

// `?debug=true`: the log viewer holds what happened from the very start, so capture begins first.
startDebugLogCapture(launchParameters);

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('The page has no #root element');
  const locale = startingLocale();
  const root = createRoot(rootElement, rootErrorHandlers);
  const problem = startupProblem();
  if (problem !== null) {
    // Rare (cookies refused, a frame without storage): the explanation loads only then.
    const screen = await import('./features/render-errors/startup-screens.tsx').then(
      ({ StartupProblemScreen }) => <StartupProblemScreen problem={problem} />,
      (error: unknown) => <FatalErrorScreen error={error} />,
    );
    root.render(<IntlRoot locale={locale}>{screen}</IntlRoot>);
    return;
  }
  try {
    await startApp(root, locale);
  } catch (error) {
    // A start-up that failed (storage, host config, a chunk) ends on the fatal error screen, not blank.
    console.error('Confab: the app could not start.', error instanceof Error ? error.name : typeof error);
    root.render(
      <IntlRoot locale={locale}>
        <FatalErrorScreen error={error} />
      </IntlRoot>,
    );
  }
}

async function startApp(root: Root, locale: string): Promise<void> {
  // The store opens, and the sidebar's first reads start, while the host config and the locale load:
  // started by the sidebar's first effects, they waited for the first render.
  const firstStorage = indexedDbPresent() ? createIndexedDbStorage() : createMemoryStorage();
  if (indexedDbPresent() && typeof Worker === 'function') {
    // A long chat list is read and checked in a worker of its own, off the thread that draws.
    offerWholeChatListReader(firstStorage, workerChatListReader(defaultDatabaseName));
  }
  const pageChosen = pageForLocation();
  void pageChosen.then(({ isApp }) => {
    if (isApp) prepareSidebarReads(firstStorage);
  }, ignoreHere);
  const [hostConfig, { page, isApp }, requestedLocale] = await Promise.all([
    loadHostConfig({ token: cloudTokenStore.read() }),
    pageChosen,
    loadLocale(locale),
  ]);
  // The host's enabledLanguages also decide the first screen, not only the language picker.
  const hostLocale = offeredLocale(requestedLocale.locale, hostConfig.enabledLanguages);
  const loadedLocale = hostLocale === requestedLocale.locale ? requestedLocale : await loadLocale(hostLocale);
  const render = (hasIndexedDb: boolean, storage: StoragePort) => {
    // Without IndexedDB the app still runs, on memory, and says so (the no-IndexedDB warning). The
    // key starts the tree afresh on the other store.
    // A sync update: the first screen's effects (the composer's, which makes it ready and sets its
    // mark) run in the render's own task, not after the first frame's layout and paint.
    flushSync(() => {
      root.render(
        <StrictMode>
          <HostConfigProvider config={hostConfig}>
            <StorageProvider key={String(hasIndexedDb)} storage={storage}>
              <ChatEngineProvider onArrivingChange={holdBackgroundWorkForAnswers}>
                <CloudSyncProvider>
                  <UILanguageRoot initial={loadedLocale}>
                    <RenderFailureTextRoot>
                      <PageErrorBoundary>{page}</PageErrorBoundary>
                      {hasIndexedDb ? null : <NoIndexedDbDialog />}
                      <ServiceWorkerUpdatePrompt />
                      {isApp ? <ExtensionsAfterFirstScreen safeMode={safeModeRequested()} /> : null}
                    </RenderFailureTextRoot>
                  </UILanguageRoot>
                </CloudSyncProvider>
              </ChatEngineProvider>
            </StorageProvider>
          </HostConfigProvider>
        </StrictMode>,
      );
    });
  };
  // The first render does not wait for the IndexedDB check: its probe database is the profile's
  // first open, 5 to 60 ms on the 2-core machine. A browser that has IndexedDB but refuses it (some
  // private modes) gets the app again on memory: nothing could be stored in the refused database.
  render(indexedDbPresent(), firstStorage);
  void indexedDbAvailable().then((hasIndexedDb) => {
    if (hasIndexedDb) {
      // Ask the browser not to evict local data under storage pressure: for a local-only user it is the only copy.
      void requestPersistentStorage();
    } else if (indexedDbPresent()) {
      void firstStorage.close();
      render(false, createMemoryStorage());
    }
  });
  if (import.meta.env.PROD) registerServiceWorker();
}

function ignoreHere(): void {
  // The same promise's failure ends on the fatal error screen, through the Promise.all below.
}

function indexedDbPresent(): boolean {
  return (globalThis as { indexedDB?: IDBFactory }).indexedDB !== undefined;
}

void start();
