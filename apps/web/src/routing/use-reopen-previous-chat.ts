import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { useStorage } from '../storage/app-storage.tsx';
import { settingKeys } from '../storage/setting-keys.ts';
import { useSetting } from '../storage/use-setting.ts';
import type { HashRoute } from './hash-route.ts';
import type { Navigate } from './use-hash-route.ts';
import { isPlainStart, lastOpenChat, rememberOpenChat } from './reopen-previous-chat.ts';

const reopenSchema = z.boolean();

/**
 * Remembers the open chat and, when "reopen the previous chat on load" is on, opens it again on a
 * plain start (replacing the empty entry, so Back does not lead to a blank new chat). A chat deleted
 * since, or archived, is not reopened. A plain start that reopens nothing calls `onFreshStart`
 * (the host's default agent starts its chat there).
 */
export function useReopenPreviousChat(route: HashRoute, navigate: Navigate, onFreshStart?: () => void): void {
  const storage = useStorage();
  // The latest callback, read when the decision is made: the decision itself runs once.
  const freshStartRef = useRef(onFreshStart);
  useEffect(() => {
    freshStartRef.current = onFreshStart;
  });
  const reopen = useSetting(settingKeys.reopenPreviousChat, reopenSchema, false);
  // Read once, before anything changes the address: only the load itself may reopen.
  const [plainStart] = useState(() => isPlainStart(window.location));
  const decided = useRef(false);

  useEffect(() => {
    if (route.tab === 'chat' && route.chatId) rememberOpenChat(route.chatId);
  }, [route.tab, route.chatId]);

  useEffect(() => {
    if (decided.current || !reopen.loaded) return;
    decided.current = true;
    const chatID = lastOpenChat();
    if (!plainStart) return;
    if (!reopen.value || chatID === undefined) {
      freshStartRef.current?.();
      return;
    }
    void storage.chats.get(chatID).then((meta) => {
      // The person may have moved on while the store answered; only an untouched start is replaced.
      if (!isPlainStart(window.location)) return;
      if (!meta || meta.archivedAt) freshStartRef.current?.();
      else navigate({ tab: 'chat', chatId: chatID }, { replace: true });
    });
  }, [reopen.loaded, reopen.value, plainStart, storage, navigate]);
}
