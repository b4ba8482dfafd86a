import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { ModelInfo } from '@confab/core';
import { defaultLocalModelSession } from './default-local-model-session.ts';
import type { LocalModelSession } from './local-model-session.ts';

const LocalModelSessionContext = createContext<LocalModelSession>(defaultLocalModelSession);

/** Tests and stories hand in their own discovery; the app uses the real probe of localhost. */
export function LocalModelDiscoveryProvider({
  session,
  children,
}: {
  session: LocalModelSession;
  children: ReactNode;
}) {
  return <LocalModelSessionContext.Provider value={session}>{children}</LocalModelSessionContext.Provider>;
}

export function useLocalModels(): readonly ModelInfo[] {
  const session = useContext(LocalModelSessionContext);
  return useSyncExternalStore(session.subscribe, session.current);
}
