import { Suspense, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { IconButton, SidebarIcon, useStableCallback } from '@confab/ui';
import { isWorkspaceTabShown, type WorkspaceTab } from '@confab/core';
import { useChatFeature, useHostConfig } from '../host/host-config.tsx';
import {
  narrowScreenQuery,
  Sidebar,
  sidebarElementID,
  sidebarSearchInputID,
  useSidebarOpen,
  useSidebarSwipe,
  WorkspaceBar,
} from '../features/shell/index.ts';
import { CloudSyncButton, useAppearance, useApplyAppearance } from '../features/settings/index.ts';
import { useHashRoute } from '../routing/use-hash-route.ts';
import { useStorage } from '../storage/app-storage.tsx';
import { preloadMessageArticle, prepareChatOpening } from '../features/chat/index.ts';
import { useReopenPreviousChat } from '../routing/use-reopen-previous-chat.ts';
import { isPlainStart } from '../routing/reopen-previous-chat.ts';
import { useCommandShortcuts } from './use-command-shortcuts.ts';
import { useAutoArchiveOnLoad } from '../features/auto-archive/index.ts';
import { useMcpConnectorSession } from '../features/mcp/index.ts';
import { TabScreen } from './tab-screen.tsx';
import {
  LazyContinueSharedChat,
  LazyFirstSyncDialog,
  LazyOrganisationKnowledgeSync,
  LazyPluginLinkPopup,
  LazySharedAgentPopup,
  LazySyncNotices,
} from './lazy-screens.tsx';
import { useCloudToken } from '../features/account/index.ts';
import { OnboardingNotices, PrivacyNoticeGate } from '../features/onboarding/index.ts';
import {
  sharedAgentIDFromUrl,
  useOpenDefaultAgentChatOnLoad,
  useStartDefaultAgentChat,
} from '../features/agents/index.ts';
import { sharedChatIDFromUrl } from '../features/sharing/index.ts';
import { pluginImportAddressFromUrl } from '../features/plugin-import/index.ts';
import { ShortcutsHost, useCommand, useShortcutHint } from '../features/shortcuts/index.ts';
import { requestVoiceInput } from '../features/speech/index.ts';
import {
  isTemporaryChatActive,
  setTemporaryChatActive,
  TemporaryChatToggle,
} from '../features/temp-chat/index.ts';
import { ChangelogDialogHost } from '../features/legal/index.ts';
import { ProfilesDialogHost } from '../features/profiles/index.ts';
import { useDocumentTitle } from '../features/host-branding/index.ts';
import { OrgNotices } from '../features/org/index.ts';
import { DeferredHostsAfterFirstScreen } from './deferred-hosts-after-first-screen.tsx';
import './app.css';

export function App() {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  const workspaceBarShown = useChatFeature('showWorkspaceBar');
  const [route, navigate] = useHashRoute();
  const storage = useStorage();
  // The chat whose opening is being prepared: a later click (or New chat) wins over an earlier read.
  const chatBeingOpened = useRef<string | undefined>(undefined);
  const openDefaultAgentChatOnLoad = useOpenDefaultAgentChatOnLoad();
  // The host's default agent (defaultCharacterID) greets the first screen too, not only "New chat".
  useReopenPreviousChat(route, navigate, () => {
    void openDefaultAgentChatOnLoad?.().then(
      (chatID) => {
        if (chatID !== undefined && isPlainStart(window.location)) {
          navigate({ tab: 'chat', chatId: chatID }, { replace: true });
        }
      },
      () => undefined,
    );
  });
  const [sidebarOpen, setSidebarOpen, toggleSidebar] = useSidebarOpen();
  const [appearance] = useAppearance();
  useApplyAppearance(appearance);
  useSidebarSwipe(sidebarOpen, setSidebarOpen);
  // The shortcut presses the composer's microphone when one is on screen (speech feature).
  useCommand('openVoiceInput', () => {
    requestVoiceInput();
  });
  const sidebarShortcut = useShortcutHint('sidebar');
  const toggleSidebarLabel = intl.formatMessage({
    id: 'app.toggleSidebar',
    defaultMessage: 'Toggle sidebar',
  });
  const temporaryChatShortcut = useShortcutHint('toggleTempChat');
  const startDefaultAgentChat = useStartDefaultAgentChat();
  const startNewChat = () => {
    chatBeingOpened.current = undefined;
    setTemporaryChatActive(false);
    if (startDefaultAgentChat === undefined) {
      navigate({ tab: 'chat' });
      return;
    }
    // The host names an agent for new chats (defaultCharacterID): the chat starts with it.
    void startDefaultAgentChat().then(
      (chatID) => {
        navigate(chatID === undefined ? { tab: 'chat' } : { tab: 'chat', chatId: chatID });
      },
      () => {
        navigate({ tab: 'chat' });
      },
    );
  };
  const toggleTemporaryChat = () => {
    const turningOn = !isTemporaryChatActive();
    setTemporaryChatActive(turningOn);
    if (turningOn) navigate({ tab: 'chat' });
  };
  useCommandShortcuts({
    sidebar: toggleSidebar,
    search: () => {
      // Open first, so the box is shown (not `hidden`) when it takes focus.
      flushSync(() => {
        setSidebarOpen(true);
      });
      document.getElementById(sidebarSearchInputID)?.focus();
    },
    newChat: startNewChat,
    toggleTempChat: toggleTemporaryChat,
  });
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

  // Elements that do not depend on the route, made once: opening a chat re-renders App, and these
  // hosts (each reading settings of its own) need not render again with it.
  const hostsBeforeDeferred = useMemo(
    () => (
      <>
        <ShortcutsHost />
        <OnboardingNotices />
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
        <ChangelogDialogHost />
      </>
    ),
    [navigate, openedBySharedChatLink, openedBySharedAgentLink],
  );
  const orgNotices = useMemo(() => <OrgNotices />, []);
  const cloudSyncButton = useMemo(() => <CloudSyncButton />, []);
  const hostsAfterDeferred = useMemo(
    () => (
      <>
        <ProfilesDialogHost />
        {openedByPluginLink ? (
          <Suspense fallback={null}>
            <LazyPluginLinkPopup />
          </Suspense>
        ) : null}
      </>
    ),
    [openedByPluginLink],
  );

  // The bar, the sidebar and the screen are memoised, and these handlers keep their identity: App
  // re-renders whenever one of its settings answers, and each such render re-rendered all three.
  const screenRoute = useMemo(() => (tab === route.tab ? route : { tab }), [tab, route]);
  const selectTab = useStableCallback((selected: WorkspaceTab) => {
    navigate({ tab: selected });
  });
  const closeSidebar = useStableCallback(() => {
    setSidebarOpen(false);
  });
  const newChatFromSidebar = useStableCallback(() => {
    startNewChat();
    closeOnPhone();
  });
  const openEntryLinkChat = useStableCallback((chatID: string) => {
    navigate({ tab: 'chat', chatId: chatID }, { replace: true });
  });
  const openChat = useStableCallback((chatID: string) => {
    setTemporaryChatActive(false);
    closeOnPhone();
    // Read first, then open: the chat comes up with its messages in one render (their code too,
    // when the click comes before the first screen's preload has finished).
    chatBeingOpened.current = chatID;
    const articleCode = preloadMessageArticle().catch(() => undefined);
    void Promise.all([prepareChatOpening(storage, chatID), articleCode]).then(() => {
      if (chatBeingOpened.current !== chatID) return;
      chatBeingOpened.current = undefined;
      navigate({ tab: 'chat', chatId: chatID });
    });
  });

  useDocumentTitle();

  return (
    <div className="app" data-sidebar-open={sidebarOpen}>
      {/* Spec §6 showWorkspaceBar: a host may leave only the sidebar (its menu still links Settings). */}
      {workspaceBarShown ? <WorkspaceBar activeTab={tab} onSelect={selectTab} /> : null}
      <Sidebar
        open={sidebarOpen}
        onClose={closeSidebar}
        onNewChat={newChatFromSidebar}
        activeChatID={tab === 'chat' ? route.chatId : undefined}
        onOpenChat={openChat}
      />
      <main className="app__main">
        {orgNotices}
        <header className="app__top-bar">
          <IconButton
            label={toggleSidebarLabel}
            aria-expanded={sidebarOpen}
            aria-controls={sidebarElementID}
            aria-keyshortcuts={sidebarShortcut?.ariaKeys}
            title={sidebarShortcut ? `${toggleSidebarLabel} (${sidebarShortcut.label})` : undefined}
            onClick={toggleSidebar}
          >
            <SidebarIcon size={20} strokeWidth={1.8} />
          </IconButton>
          <span className="app__top-bar-spacer" />
          <TemporaryChatToggle onToggle={toggleTemporaryChat} shortcut={temporaryChatShortcut} />
          {cloudSyncButton}
        </header>
        <div className="app__screen">
          <TabScreen route={screenRoute} navigate={navigate} />
        </div>
      </main>
      {signedIn ? (
        <>
          <LazySyncNotices />
          <LazyFirstSyncDialog />
          {hostConfig.managed ? <LazyOrganisationKnowledgeSync /> : null}
        </>
      ) : null}
      {hostsBeforeDeferred}
      <DeferredHostsAfterFirstScreen
        activeChatID={tab === 'chat' ? route.chatId : undefined}
        onOpenEntryLinkChat={openEntryLinkChat}
      />
      {hostsAfterDeferred}
    </div>
  );
}
