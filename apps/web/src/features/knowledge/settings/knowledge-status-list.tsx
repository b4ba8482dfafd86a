import { useIntl } from 'react-intl';
import type { KnowledgeStatus } from '../status/read-knowledge-status.ts';
import { knowledgeMessages as messages } from './knowledge-messages.ts';

/** The index figures; a live region, so a screen reader hears the queue shrink while documents are read. */
export function KnowledgeStatusList({ status }: { status: KnowledgeStatus | undefined }) {
  const intl = useIntl();
  if (!status) return null;
  return (
    <ul className="knowledge-settings__status" role="status">
      <li>{intl.formatMessage(messages.documents, { count: status.documents })}</li>
      <li>{intl.formatMessage(messages.passages, { count: status.passages })}</li>
      {status.queueLength > 0 ? (
        <li>{intl.formatMessage(messages.queue, { count: status.queueLength })}</li>
      ) : null}
      {status.unreadable > 0 ? (
        <li>{intl.formatMessage(messages.unreadable, { count: status.unreadable })}</li>
      ) : null}
      {status.lastError === undefined ? null : (
        <li className="knowledge-settings__problem">
          {intl.formatMessage(messages.lastError, { error: status.lastError })}
        </li>
      )}
    </ul>
  );
}
