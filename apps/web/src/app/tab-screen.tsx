import type { HashRoute } from './hash-route.ts';
import { ChatScreen } from '../features/chat/index.ts';
import { Suspense } from 'react';
import {
  LazyAgentsScreen,
  LazyModelsScreen,
  LazyPromptsScreen,
  LazySettingsScreen,
} from './lazy-screens.tsx';
import { NotAvailableScreen } from '../features/workspace/not-available-screen.tsx';

export interface TabScreenProps {
  route: HashRoute;
  navigate: (route: HashRoute, options?: { replace?: boolean }) => void;
}

export function TabScreen({ route, navigate }: TabScreenProps) {
  const tab = route.tab;
  switch (tab) {
    case 'chat':
      return (
        <ChatScreen
          chatID={route.chatId}
          onOpenChat={(chatId, { replace }) => {
            navigate({ tab: 'chat', chatId }, { replace });
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
    case 'models':
      return (
        <Suspense fallback={null}>
          <LazyModelsScreen />
        </Suspense>
      );
    default:
      return <NotAvailableScreen tab={tab} />;
  }
}
