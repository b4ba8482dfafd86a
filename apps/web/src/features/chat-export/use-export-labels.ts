import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ChatExportLabels } from '@confab/core/chat-export';
import { chatExportMessages } from './chat-export-messages.ts';

/** The words around the chat's text in every format, in the person's language. */
export function useExportLabels(): ChatExportLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      system: intl.formatMessage(chatExportMessages.labelSystem),
      user: intl.formatMessage(chatExportMessages.labelUser),
      assistant: intl.formatMessage(chatExportMessages.labelAssistant),
      contextCleared: intl.formatMessage(chatExportMessages.labelContextCleared),
      attachment: intl.formatMessage(chatExportMessages.labelAttachment),
      untitled: intl.formatMessage(chatExportMessages.untitled),
    }),
    [intl],
  );
}
