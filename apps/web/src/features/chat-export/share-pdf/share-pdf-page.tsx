import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { exportDate, exportEntries, exportTitle, type ChatExportSource } from '@confab/core/chat-export';
import { chatExportMessages } from '../chat-export-messages.ts';
import { useChatExportSource } from '../use-chat-export-source.ts';
import { useExportLabels } from '../use-export-labels.ts';
import { SharePdfMessage } from './share-pdf-message.tsx';
import { usePrintWhenRendered } from './use-print-when-rendered.ts';
import './share-pdf-page.css';

function SharePdfChat({ source }: { source: ChatExportSource }) {
  const intl = useIntl();
  const labels = useExportLabels();
  const containerRef = useRef<HTMLElement>(null);
  const title = exportTitle(source.meta.chatTitle, labels);
  const created = exportDate(source.meta.createdAt, (time) =>
    intl.formatDate(time, { dateStyle: 'long', timeStyle: 'short' }),
  );
  usePrintWhenRendered(containerRef, true);
  useEffect(() => {
    // The browser offers the page title as the PDF's file name.
    document.title = title;
  }, [title]);
  return (
    <main className="share-pdf" ref={containerRef}>
      <div className="share-pdf__toolbar">
        <a href="/">{intl.formatMessage(chatExportMessages.printBack)}</a>
        <Button
          variant="primary"
          onClick={() => {
            window.print();
          }}
        >
          {intl.formatMessage(chatExportMessages.print)}
        </Button>
      </div>
      <header className="share-pdf__header">
        <h1>{title}</h1>
        {created ? (
          <p className="share-pdf__date">
            <time dateTime={created.iso}>{created.text}</time>
          </p>
        ) : null}
      </header>
      {exportEntries(source).map((entry, index) =>
        entry.kind === 'clear-context' ? (
          <p key={index} className="share-pdf__cleared" role="separator">
            {labels.contextCleared}
          </p>
        ) : (
          <SharePdfMessage key={index} entry={entry} labels={labels} />
        ),
      )}
    </main>
  );
}

/** `/share-pdf?id=…`: the chat from this browser's store as a printable page, without app chrome. */
export function SharePdfPage({ chatID }: { chatID: string }) {
  const intl = useIntl();
  const state = useChatExportSource(chatID);
  if (state.status === 'loading') {
    return <main className="share-pdf" aria-busy="true" />;
  }
  if (state.status === 'ready') return <SharePdfChat source={state.source} />;
  return (
    <main className="share-pdf">
      <div className="share-pdf__toolbar">
        <a href="/">{intl.formatMessage(chatExportMessages.printBack)}</a>
      </div>
      <h1>
        {intl.formatMessage(
          state.status === 'missing' ? chatExportMessages.printNotFound : chatExportMessages.exportFailed,
        )}
      </h1>
      {state.status === 'missing' ? <p>{intl.formatMessage(chatExportMessages.printNotFoundBody)}</p> : null}
    </main>
  );
}
