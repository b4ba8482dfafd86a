import { useEffect, useMemo, useState } from 'react';
import type { ChatMeta } from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';

/**
 * Every chat's metadata, archived ones included, never a message body. Read once, then patched by
 * id as this tab or another one changes chats, so a change to one chat re-reads one record rather
 * than all 10,000. `loaded` is false until the first read finished.
 */
export function useChatMetas(): { chats: readonly ChatMeta[]; loaded: boolean } {
  const storage = useStorage();
  const [state, setState] = useState<{ byID: ReadonlyMap<string, ChatMeta>; loaded: boolean }>({
    byID: new Map(),
    loaded: false,
  });
  useEffect(() => {
    let cancelled = false;
    // Changes that arrive before the first read finished are applied after it, in order.
    let reading: Promise<unknown> = storage.chats.query({ includeArchived: true }).then((found) => {
      if (!cancelled) setState({ byID: new Map(found.map((chat) => [chat.id, chat])), loaded: true });
    });
    const unsubscribe = storage.subscribe((change) => {
      if (change.table !== 'chats') return;
      const ids = [...change.ids];
      reading = reading
        .then(() => storage.chats.getMany(ids))
        .then((records) => {
          if (cancelled) return;
          setState((current) => {
            const byID = new Map(current.byID);
            ids.forEach((id, index) => {
              const record = records[index];
              if (record) byID.set(id, record);
              else byID.delete(id);
            });
            return { byID, loaded: current.loaded };
          });
        });
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [storage]);
  const chats = useMemo(() => [...state.byID.values()], [state.byID]);
  return { chats, loaded: state.loaded };
}
