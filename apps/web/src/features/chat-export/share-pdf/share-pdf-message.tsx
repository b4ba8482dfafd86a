import { useIntl } from 'react-intl';
import type { ChatExportLabels, ExportEntry } from '@confab/core/chat-export';
import { MessageMarkdown } from '../../markdown/index.ts';
import { chatExportMessages } from '../chat-export-messages.ts';
import { MessageErrorBoundary } from '../../render-errors/index.ts';

const articleNames = {
  system: chatExportMessages.printSystemMessage,
  user: chatExportMessages.printUserMessage,
  assistant: chatExportMessages.printAssistantMessage,
};

/** One message of the print view; its text goes through the app's one sanitising renderer. */
export function SharePdfMessage({
  entry,
  labels,
}: {
  entry: Extract<ExportEntry, { kind: 'message' }>;
  labels: ChatExportLabels;
}) {
  const intl = useIntl();
  return (
    <article
      className={`share-pdf__message share-pdf__message--${entry.role}`}
      aria-label={intl.formatMessage(articleNames[entry.role])}
    >
      <h2 className="share-pdf__role">
        {labels[entry.role]}
        {entry.model ? <span className="share-pdf__model"> · {entry.model}</span> : null}
      </h2>
      {entry.content.trim() !== '' ? (
        // A message that fails to render prints as its source text; the rest of the chat still prints.
        <MessageErrorBoundary text={entry.content}>
          <MessageMarkdown text={entry.content} drawAll />
        </MessageErrorBoundary>
      ) : null}
      {entry.attachmentNames.map((name) => (
        <p key={name} className="share-pdf__attachment">
          {labels.attachment}: {name}
        </p>
      ))}
    </article>
  );
}
