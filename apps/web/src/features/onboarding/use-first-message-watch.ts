import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { useStorage } from '../../storage/app-storage.tsx';
import { useSetting } from '../../storage/use-setting.ts';
import { settingKeys } from '../../storage/setting-keys.ts';
import { earlierFirstMessageTime, isNewUserMessage } from './first-message.ts';

const timeSchema = z.number();

/**
 * Records the first message the person sends (a synced setting, so the checklist's step and the
 * congratulation are done on every device) and calls `onFirstMessage` when it is sent here.
 */
export function useFirstMessageWatch(onFirstMessage: () => void): void {
  const storage = useStorage();
  const sentAt = useSetting(settingKeys.firstMessageSentAt, timeSchema, 0);
  const pending = sentAt.loaded && sentAt.value === 0;
  const save = sentAt.save;
  const onFirstMessageRef = useRef(onFirstMessage);
  useEffect(() => {
    onFirstMessageRef.current = onFirstMessage;
  });

  useEffect(() => {
    if (!pending) return;
    let active = true;
    const since = Date.now();
    void earlierFirstMessageTime(storage).then((time) => {
      if (active && time !== undefined) void save(time);
    });
    const unsubscribe = storage.subscribe((change) => {
      if (change.table !== 'messages' || change.origin !== 'local') return;
      void Promise.all(change.ids.map((uuid) => storage.messages.get(uuid))).then((written) => {
        if (!active || !written.some((message) => isNewUserMessage(message, since))) return;
        active = false;
        void save(Date.now());
        onFirstMessageRef.current();
      });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [storage, pending, save]);
}
