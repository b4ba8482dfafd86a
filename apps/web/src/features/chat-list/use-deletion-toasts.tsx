import { useCallback } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useToasts } from '@confab/ui';
import { Notices } from '../notices/index.ts';

// Typed as plain descriptors: the messages take values, which defineMessages' inferred type refuses.
const messages: Record<'deleted' | 'undo', MessageDescriptor> = defineMessages({
  deleted: {
    id: 'chatList.deleted',
    defaultMessage: '{count, plural, one {Chat deleted.} other {# chats deleted.}}',
  },
  undo: { id: 'chatList.deleted.undo', defaultMessage: 'Undo' },
});

/**
 * A delete from the sidebar is immediate (no dialog in the way) and is taken back from the toast it
 * leaves: "Chat deleted." with "Undo" for as long as the toast stays.
 */
export function useDeletionToasts() {
  const intl = useIntl();
  const { toasts, show, dismiss } = useToasts();
  const offerUndo = useCallback(
    ({ count, undo }: { count: number; undo: () => Promise<void> }) => {
      show(intl.formatMessage(messages.deleted, { count }), 'info', {
        action: {
          label: intl.formatMessage(messages.undo),
          onAction: () => {
            void undo();
          },
        },
      });
    },
    [intl, show],
  );
  const notices = <Notices notices={toasts} onDismiss={dismiss} />;
  return { offerUndo, notices };
}
