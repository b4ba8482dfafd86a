import { useIntl } from 'react-intl';
import type { SyncRejection } from '@confab/core/sync';
import { cloudSyncValueMessages } from './cloud-sync-messages.ts';

/**
 * Records the server refused (each push answers per record, so the rest synced). The reasons are
 * the server's own words, as its other messages are shown; each distinct reason is listed once.
 */
export function RejectedRecordsNotice({ rejections }: { rejections: readonly SyncRejection[] }) {
  const intl = useIntl();
  if (rejections.length === 0) return null;
  const reasons = [...new Set(rejections.map((rejection) => rejection.reason))];
  return (
    <div className="cloud-sync__rejected">
      <p>{intl.formatMessage(cloudSyncValueMessages.rejected, { count: rejections.length })}</p>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}
