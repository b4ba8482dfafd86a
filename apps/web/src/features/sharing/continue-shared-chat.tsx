import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useToasts } from '@confab/ui';
import { useStorage } from '../../storage/app-storage.tsx';
import { readSharedChat } from './share-chat-client.ts';
import { removeSharedChatParameter, sharedChatIDFromUrl } from './shared-chat-link.ts';
import { chatRecordsFromShared } from './shared-chat-records.ts';
import { sharingMessages } from './sharing-messages.ts';
import { useOrgApiBase } from '../../host/org-api.ts';

export interface ContinueSharedChatProps {
  onOpenChat: (chatID: string) => void;
}

/**
 * Opened by `?shared_chat={id}` (the share page's "Continue this chat in Confab"): reads the shared
 * chat, saves it as a new chat of this browser, and opens it. Nothing is drawn but notices.
 */
export function ContinueSharedChat({ onOpenChat }: ContinueSharedChatProps) {
  const intl = useIntl();
  const storage = useStorage();
  const { show } = useToasts();
  // Strict mode runs effects twice in development; the chat must still be imported once.
  const started = useRef(false);
  const orgBase = useOrgApiBase();

  useEffect(() => {
    const id = sharedChatIDFromUrl(window.location.search);
    if (id === undefined || started.current) return;
    started.current = true;
    removeSharedChatParameter();
    show(intl.formatMessage(sharingMessages.continuing));
    readSharedChat(id, orgBase)
      .then(async (data) => {
        const { meta, messages } = chatRecordsFromShared(data, {
          newID: () => crypto.randomUUID(),
          now: Date.now(),
        });
        await storage.saveChatWithMessages(meta, messages);
        onOpenChat(meta.id);
        show(intl.formatMessage(sharingMessages.continued));
      })
      .catch(() => {
        show(intl.formatMessage(sharingMessages.continueFailed), 'error');
      });
  }, [intl, storage, show, onOpenChat, orgBase]);

  return null;
}
