import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { cryptoRandom, systemClock } from '@confab/core';
import { LiveAnswers } from '@confab/core/conversation';
import { useStorage } from '../../../storage/app-storage.tsx';
import { useChatFeature } from '../../../host/host-config.tsx';
import { fetchContextText } from './fetch-context-text.ts';
import { lazyStreamChat } from './lazy-stream-chat.ts';
import { LazyChatRunner, type ChatRunnerApi } from './lazy-chat-runner.ts';
import { useToolsFor } from '../../tools/index.ts';
import { retrieveKnowledge } from '../../knowledge/index.ts';

interface ChatEngine {
  runner: ChatRunnerApi;
  live: LiveAnswers;
}

const ChatEngineContext = createContext<ChatEngine | null>(null);

/** One runner and one live-answer store for the app: core's engine wired to the browser's ports. */
export function ChatEngineProvider({
  children,
  engine,
  onArrivingChange,
}: {
  children: ReactNode;
  engine?: ChatEngine;
  /** Told whether any answer is streaming, on each change: background work waits for it. */
  onArrivingChange?: (arriving: boolean) => void;
}) {
  const storage = useStorage();
  const dynamicContext = useChatFeature('allowDynamicContext');
  const toolsFor = useToolsFor();
  const value = useMemo(() => {
    if (engine) return engine;
    const live = new LiveAnswers();
    return {
      live,
      runner: new LazyChatRunner({
        storage,
        live,
        streamChat: lazyStreamChat,
        clock: systemClock,
        random: cryptoRandom,
        fetchText: fetchContextText,
        dynamicContext,
        toolsFor,
        retrieveKnowledge,
      }),
    };
  }, [storage, engine, dynamicContext, toolsFor]);
  const { runner, live } = value;
  useEffect(() => {
    if (!onArrivingChange) return undefined;
    let arriving = live.anyArriving();
    onArrivingChange(arriving);
    return live.subscribe(() => {
      if (live.anyArriving() === arriving) return;
      arriving = !arriving;
      onArrivingChange(arriving);
    });
  }, [live, onArrivingChange]);
  useEffect(() => {
    if (!(runner instanceof LazyChatRunner)) return undefined;
    // Once the first screen is up, so the first send does not wait for the engine's code.
    const preload = () => {
      runner.load().catch(() => undefined);
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 500);
      return () => {
        clearTimeout(timer);
      };
    }
    const idle = requestIdleCallback(preload, { timeout: 2000 });
    return () => {
      cancelIdleCallback(idle);
    };
  }, [runner]);
  return <ChatEngineContext.Provider value={value}>{children}</ChatEngineContext.Provider>;
}

export function useChatEngine(): ChatEngine {
  const engine = useContext(ChatEngineContext);
  if (!engine) throw new Error('useChatEngine needs a ChatEngineProvider above it');
  return engine;
}
