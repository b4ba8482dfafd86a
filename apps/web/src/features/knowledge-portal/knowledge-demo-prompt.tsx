import { useState } from 'react';
import * as z from 'zod/mini';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useLiveQuery } from '../../storage/use-live-query.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { KnowledgeDemoPopup } from './knowledge-demo-popup.tsx';
import { shouldOfferKnowledgeDemo } from './knowledge-demo-rule.ts';

const seenSchema = z.boolean();

interface KnowledgeCounts {
  fileCount: number;
  ownCollectionCount: number;
}

export interface KnowledgeDemoPromptProps {
  /**
   * When the Files tab opened. Files stored since do not count: the demo greets a person who comes
   * back to files they left outside any collection, never in the middle of an upload.
   */
  openedAt: number;
}

/** Mounted with the Files tab: opens the demo popup by `shouldOfferKnowledgeDemo`, and remembers it was seen. */
export function KnowledgeDemoPrompt({ openedAt }: KnowledgeDemoPromptProps) {
  const seen = useSetting(settingKeys.knowledgeDemoSeen, seenSchema, false, { optimistic: false });
  const [closed, setClosed] = useState(false);

  // Once seen, nothing is read: the popup never opens again.
  const watching = seen.loaded && !seen.value && !closed;
  const counts = useLiveQuery<KnowledgeCounts>(
    () =>
      !watching
        ? null
        : {
            read: async (storage) => {
              const [files, collections] = await Promise.all([
                storage.files.list(),
                storage.knowledgeCollections.list(),
              ]);
              return {
                fileCount: files.filter((file) => file.createdAt < openedAt).length,
                ownCollectionCount: collections.filter((collection) => collection.organisation !== true)
                  .length,
              };
            },
            watches: (change) => change.table === 'files' || change.table === 'knowledgeCollections',
          },
    [watching, openedAt],
  );
  if (!watching || !counts.value) return null;
  if (!shouldOfferKnowledgeDemo({ ...counts.value, seen: seen.value })) return null;
  return (
    <KnowledgeDemoPopup
      onClose={() => {
        setClosed(true);
        void seen.save(true);
      }}
    />
  );
}
