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

/** The local models known so far; does not probe (see useLocalModelDiscovery). */
export function useLocalModels(): readonly ModelInfo[] {
  const session = useContext(LocalModelSessionContext);
  return useSyncExternalStore(session.subscribe, session.current);
}

/** Starts the page load's one probe of local servers: call it where a person looks for models. */
export function useLocalModelDiscovery(): () => void {
  return useContext(LocalModelSessionContext).discover;
}
