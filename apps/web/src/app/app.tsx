import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton, SidebarIcon } from '@confab/ui';
import { isWorkspaceTabShown } from '@confab/core';
import { useHostConfig } from '../host/host-config.tsx';
import {
  narrowScreenQuery,
  Sidebar,
  sidebarElementID,
  useSidebarOpen,
  useSidebarSwipe,
  WorkspaceBar,
} from '../features/shell/index.ts';
import { CloudSyncButton, useAppearance, useApplyAppearance } from '../features/settings/index.ts';
import { useHashRoute } from '../routing/use-hash-route.ts';
import { useReopenPreviousChat } from '../routing/use-reopen-previous-chat.ts';
import { useCommandShortcuts } from './use-command-shortcuts.ts';
import { useAutoArchiveOnLoad } from '../features/auto-archive/index.ts';
import { useMcpConnectorSession } from '../features/mcp/index.ts';
import { TabScreen } from './tab-screen.tsx';
import {
  LazyContinueSharedChat,
  LazyFirstSyncDialog,
  LazyPluginLinkPopup,
  LazySharedAgentPopup,
  LazySyncNotices,
} from './lazy-screens.tsx';
import { useCloudToken } from '../features/account/index.ts';
import { PrivacyNoticeGate } from '../features/onboarding/index.ts';
import { KeyVaultDialogs } from '../features/key-vault/index.ts';
import { sharedAgentIDFromUrl } from '../features/agents/index.ts';
import { sharedChatIDFromUrl } from '../features/sharing/index.ts';
import { pluginImportAddressFromUrl } from '../features/plugin-import/index.ts';
import './app.css';

export function App() {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  const [route, navigate] = useHashRoute();
  useReopenPreviousChat(route, navigate);
  const [sidebarOpen, setSidebarOpen, toggleSidebar] = useSidebarOpen();
  const [appearance] = useAppearance();
  useApplyAppearance(appearance);
  useSidebarSwipe(sidebarOpen, setSidebarOpen);
  useCommandShortcuts({ toggleSidebar });
  useAutoArchiveOnLoad();
  useMcpConnectorSession();
  const signedIn = useCloudToken() !== undefined;
  // Read once at start: the popup removes the parameters from the address as it opens.
  const [openedBySharedAgentLink] = useState(
    () => sharedAgentIDFromUrl(window.location.search) !== undefined,
  );

  const [openedByPluginLink] = useState(
    () => pluginImportAddressFromUrl(window.location.search) !== undefined,
  );

  const [openedBySharedChatLink] = useState(() => sharedChatIDFromUrl(window.location.search) !== undefined);

  // A hash naming a tab this host hides opens the chat instead.
  const tab = isWorkspaceTabShown(hostConfig, route.tab) ? route.tab : 'chat';
  const closeOnPhone = () => {
    if (window.matchMedia(narrowScreenQuery).matches) setSidebarOpen(false);
  };

  useEffect(() => {
    document.title = hostConfig.brand;
  }, [hostConfig.brand]);

  return (
    <div className="app" data-sidebar-open={sidebarOpen}>
      <WorkspaceBar
        activeTab={tab}
        onSelect={(selected) => {
          navigate({ tab: selected });
        }}
      />
      <Sidebar
        open={sidebarOpen}
        onClose={() => {
          setSidebarOpen(false);
        }}
        onNewChat={() => {
          navigate({ tab: 'chat' });
          closeOnPhone();
        }}
        activeChatID={tab === 'chat' ? route.chatId : undefined}
        onOpenChat={(chatID) => {
          navigate({ tab: 'chat', chatId: chatID });
          closeOnPhone();
        }}
      />
      <main className="app__main">
        <header className="app__top-bar">
          <IconButton
            label={intl.formatMessage({ id: 'app.toggleSidebar', defaultMessage: 'Toggle sidebar' })}
            aria-expanded={sidebarOpen}
            aria-controls={sidebarElementID}
            onClick={toggleSidebar}
          >
            <SidebarIcon size={20} strokeWidth={1.8} />
          </IconButton>
          <span className="app__top-bar-spacer" />
          <CloudSyncButton />
        </header>
        <div className="app__screen">
          <TabScreen route={tab === route.tab ? route : { tab }} navigate={navigate} />
        </div>
      </main>
      {signedIn ? (
        <>
          <LazySyncNotices />
          <LazyFirstSyncDialog />
        </>
      ) : null}
      <KeyVaultDialogs />
      <PrivacyNoticeGate
        onSignedIn={() => {
          navigate({ tab: 'settings' });
        }}
      />
      {openedBySharedChatLink ? (
        <Suspense fallback={null}>
          <LazyContinueSharedChat
            onOpenChat={(chatID) => {
              navigate({ tab: 'chat', chatId: chatID });
            }}
          />
        </Suspense>
      ) : null}
      {openedBySharedAgentLink ? (
        <Suspense fallback={null}>
          <LazySharedAgentPopup />
        </Suspense>
      ) : null}
      {openedByPluginLink ? (
        <Suspense fallback={null}>
          <LazyPluginLinkPopup />
        </Suspense>
      ) : null}
    </div>
  );
}
