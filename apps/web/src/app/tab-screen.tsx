import type { HashRoute } from '../routing/hash-route.ts';
import { ChatScreen } from '../features/chat/index.ts';
import { memo, Suspense, useState } from 'react';
import {
  LazyAgentsScreen,
  LazyFilesScreen,
  LazyKnowledgeDemoPrompt,
  LazyKnowledgePortalSection,
  LazyModelsScreen,
  LazyPluginsScreen,
  LazyPromptsScreen,
  LazySettingsScreen,
  retryFailedScreens,
} from './lazy-screens.tsx';
import { NotAvailableScreen } from '../features/workspace/index.ts';
import { ScreenErrorBoundary } from '../features/render-errors/index.ts';
import { TemporaryChatScreen, useTemporaryChatSession } from '../features/temp-chat/index.ts';

export interface TabScreenProps {
  route: HashRoute;
  navigate: (route: HashRoute, options?: { replace?: boolean }) => void;
}

/** Each screen behind its own boundary: a screen that fails leaves the bar and the sidebar working. */
export const TabScreen = memo(function TabScreen({ route, navigate }: TabScreenProps) {
  return (
    <ScreenErrorBoundary resetKeys={[route.tab, route.chatId]} onRetry={retryFailedScreens}>
      <Screen route={route} navigate={navigate} />
    </ScreenErrorBoundary>
  );
});

function Screen({ route, navigate }: TabScreenProps) {
  const tab = route.tab;
  const temporaryChat = useTemporaryChatSession();
  switch (tab) {
    case 'chat':
      // A temporary chat lives in memory only; its id never reaches the address bar.
      if (temporaryChat) return <TemporaryChatScreen session={temporaryChat} />;
      return (
        <ChatScreen
          chatID={route.chatId}
          onOpenChat={(chatID, { replace }) => {
            navigate({ tab: 'chat', chatId: chatID }, { replace });
          }}
        />
      );
    case 'settings':
      return (
        <Suspense fallback={null}>
          <LazySettingsScreen />
        </Suspense>
      );
    case 'agents':
      return (
        <Suspense fallback={null}>
          <LazyAgentsScreen />
        </Suspense>
      );
    case 'prompts':
      return (
        <Suspense fallback={null}>
          <LazyPromptsScreen />
        </Suspense>
      );
    case 'plugins':
      return (
        <Suspense fallback={null}>
          <LazyPluginsScreen />
        </Suspense>
      );
    case 'models':
      return (
        <Suspense fallback={null}>
          <LazyModelsScreen />
        </Suspense>
      );
    case 'files':
      return <FilesTab navigate={navigate} />;
    default:
      return <NotAvailableScreen tab={tab} />;
  }
}

/** The Files tab, remembering when it opened: the knowledge demo counts only files stored before. */
function FilesTab({ navigate }: Pick<TabScreenProps, 'navigate'>) {
  const [openedAt] = useState(() => Date.now());
  return (
    <Suspense fallback={null}>
      <LazyFilesScreen
        knowledgePortal={<LazyKnowledgePortalSection />}
        onOpenNewChat={() => {
          navigate({ tab: 'chat' });
        }}
      />
      <LazyKnowledgeDemoPrompt openedAt={openedAt} />
    </Suspense>
  );
}
