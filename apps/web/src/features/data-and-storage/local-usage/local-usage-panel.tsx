import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { formatByteSize } from '../../../i18n/format-byte-size.ts';
import { useLiveQuery } from '../../../storage/use-live-query.ts';
import { useBrowserStorageState } from './browser-storage-state.ts';
import { localHoldingsQuery } from './local-holdings.ts';
import { localUsageMessages } from './local-usage-messages.ts';

function usagePercent(used: number, quota: number): number {
  return quota <= 0 ? 0 : Math.min(100, Math.round((used / quota) * 1000) / 10);
}

/** Local storage: the browser's estimate, whether it may evict the data, and what Confab holds. */
export function LocalUsagePanel() {
  const intl = useIntl();
  const headingID = useId();
  const holdings = useLiveQuery(() => localHoldingsQuery, []);
  const browser = useBrowserStorageState();
  const bytes = (value: number) => formatByteSize(intl, value);
  const { usage, quota, persisted } = browser.state ?? {};

  return (
    <div className="data-panel" role="group" aria-labelledby={headingID}>
      <h3 id={headingID}>{intl.formatMessage(localUsageMessages.title)}</h3>
      {usage !== undefined && quota !== undefined ? (
        <div>
          <p className="data-panel__hint">
            {intl.formatMessage(localUsageMessages.usage, { used: bytes(usage), quota: bytes(quota) })}
          </p>
          <div
            className="data-usage__track"
            role="meter"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={usagePercent(usage, quota)}
            aria-label={intl.formatMessage(localUsageMessages.meterLabel)}
          >
            <div className="data-usage__fill" style={{ width: `${usagePercent(usage, quota)}%` }} />
          </div>
        </div>
      ) : browser.state ? (
        <p className="data-panel__hint">{intl.formatMessage(localUsageMessages.usageUnknown)}</p>
      ) : null}
      <p>
        {holdings.value
          ? intl.formatMessage(localUsageMessages.holdings, {
              chats: holdings.value.chats,
              messages: holdings.value.messages,
              attachments: holdings.value.attachments,
              bytes: bytes(holdings.value.attachmentBytes),
            })
          : intl.formatMessage(localUsageMessages.loading)}
      </p>
      {holdings.value && (holdings.value.files > 0 || holdings.value.passages > 0) ? (
        <p>
          {intl.formatMessage(localUsageMessages.knowledge, {
            files: holdings.value.files,
            bytes: bytes(holdings.value.fileBytes),
            passages: holdings.value.passages,
          })}
        </p>
      ) : null}
      {persisted === undefined ? null : (
        <p className="data-panel__hint">
          {intl.formatMessage(persisted ? localUsageMessages.persisted : localUsageMessages.notPersisted)}
        </p>
      )}
      {persisted === false ? (
        <div className="data-panel__actions">
          <Button onClick={browser.requestPersistence}>
            {intl.formatMessage(localUsageMessages.requestPersistence)}
          </Button>
        </div>
      ) : null}
      {browser.refused && persisted === false ? (
        <p role="status" className="data-panel__hint">
          {intl.formatMessage(localUsageMessages.refused)}
        </p>
      ) : null}
    </div>
  );
}
