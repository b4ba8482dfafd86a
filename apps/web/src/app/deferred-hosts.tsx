import { useEffect } from 'react';
import { KeyVaultDialogs } from '../features/key-vault/on-demand.ts';
import { NewsletterPrompt } from '../features/newsletter/index.ts';
import { ReviewPrompt } from '../features/review-widget/index.ts';
import { EntryLinkHandler } from '../features/entry-links/index.ts';
import { DebugLogButton } from '../features/debug-log/on-demand.ts';
import { KnowledgeIndexing } from '../features/knowledge/on-demand.ts';
import { LicenceHost } from '../features/licence/on-demand.ts';
import { preloadMessageArticle } from '../features/chat/index.ts';
import { preloadChatListMenus } from '../features/chat-list/index.ts';
import { launchParameters } from './launch-parameters.ts';

export interface DeferredHostsProps {
  activeChatID: string | undefined;
  onOpenEntryLinkChat: (chatID: string) => void;
}

/**
 * Parts that show nothing on the first screen, or only a moment after it: prompts, the
 * key vault's unlock dialog (opened through its store, so a request made before this loads still
 * shows), entry links from the address, knowledge indexing, the licence and the debug log; and it
 * starts loading the message components, which a new chat has none of. The app
 * renders them once the first screen is up (`useAfterFirstScreen`), so their code is not part of the
 * first load: each comes from its feature's `on-demand.ts`, or its `index.ts` when nothing else of
 * that index is on the first load (a component re-exported by an index the shell imports stays in
 * the shell's chunk).
 */
export function DeferredHosts({ activeChatID, onOpenEntryLinkChat }: DeferredHostsProps) {
  // The message components: a new chat's first screen has none, the next chat opened needs them. The
  // chat list's menus: a menu opened later, even offline, must not wait for the network.
  useEffect(() => {
    void preloadMessageArticle().catch(() => undefined);
    void preloadChatListMenus().catch(() => undefined);
  }, []);
  return (
    <>
      <KeyVaultDialogs />
      <NewsletterPrompt />
      <ReviewPrompt />
      <EntryLinkHandler
        parameters={launchParameters}
        activeChatID={activeChatID}
        onOpenChat={onOpenEntryLinkChat}
      />
      <KnowledgeIndexing />
      <LicenceHost parameters={launchParameters} />
      <DebugLogButton />
    </>
  );
}
