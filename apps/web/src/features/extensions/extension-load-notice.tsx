import { useState, useSyncExternalStore } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@confab/ui';
import { extensionNoticeMessages as messages } from './extension-notice-messages.ts';
import { extensionLoadStates, subscribeExtensionLoads } from './load-extensions.ts';
import './extensions.css';

/**
 * On any screen: an extension script that failed to load on this page is named (spec §8), so a
 * person whose extension silently stopped working learns which one, without opening Settings.
 */
export function ExtensionLoadNotice() {
  const intl = useIntl();
  const states = useSyncExternalStore(subscribeExtensionLoads, extensionLoadStates);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const failed = [...states]
    .filter(([url, state]) => state === 'failed' && !dismissed.has(url))
    .map(([url]) => url);
  if (failed.length === 0) return null;
  return (
    <div className="extension-load-notice" role="alert">
      {failed.map((url) => (
        <p key={url}>{intl.formatMessage(messages.loadFailed as MessageDescriptor, { url })}</p>
      ))}
      <Button
        onClick={() => {
          setDismissed(new Set([...dismissed, ...failed]));
        }}
      >
        {intl.formatMessage(messages.dismiss)}
      </Button>
    </div>
  );
}
