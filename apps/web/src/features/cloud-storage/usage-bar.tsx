import { useIntl } from 'react-intl';
import type { SyncStats } from '@confab/core';
import { formatByteSize } from '../../i18n/format-byte-size.ts';
import { storageMessages, storageValueMessages } from './storage-messages.ts';
import { usagePercent } from './storage-table-state.ts';

const unlimited = Number.MAX_SAFE_INTEGER;

/** Used over limit, with two decimals; unlimited plans get their label, unpaid ones a note. */
export function UsageBar({ stats }: { stats: SyncStats }) {
  const intl = useIntl();
  const bytes = (value: number) => formatByteSize(intl, value);
  if (stats.limitUsageBytes >= unlimited) {
    return (
      <p className="usage-bar__text">
        {bytes(stats.totalUsageBytes)} · {intl.formatMessage(storageMessages.unlimited)}
      </p>
    );
  }
  const percent = usagePercent(stats.totalUsageBytes, stats.limitUsageBytes);
  return (
    <div className="usage-bar">
      <p className="usage-bar__text">
        {intl.formatMessage(storageValueMessages.usage, {
          used: bytes(stats.totalUsageBytes),
          limit: bytes(stats.limitUsageBytes),
          // Two decimals as the spec asks, with the interface language's decimal separator.
          percent: intl.formatNumber(Number(percent), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
        })}
        {stats.isPaid ? null : (
          <span className="usage-bar__note"> · {intl.formatMessage(storageMessages.unpaidNote)}</span>
        )}
      </p>
      <div
        className="usage-bar__track"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(percent)}
        aria-label={intl.formatMessage(storageMessages.title)}
      >
        <div className="usage-bar__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
