import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@confab/ui';
import { extensionMessages as messages } from './extension-messages.ts';
import { extensionNoticeMessages } from './extension-notice-messages.ts';
import type { StoredExtension } from './extension-store.ts';
import type { ExtensionLoadState } from './load-extensions.ts';

export interface ExtensionListProps {
  scripts: readonly StoredExtension[];
  loadStates: ReadonlyMap<string, ExtensionLoadState>;
  safeMode: boolean;
  onRemove: (url: string) => void;
}

/** The added scripts, each with how it fared on this page load; a failure names its URL (spec §8). */
export function ExtensionList({ scripts, loadStates, safeMode, onRemove }: ExtensionListProps) {
  const intl = useIntl();
  if (scripts.length === 0)
    return <p className="extensions-section__empty">{intl.formatMessage(messages.none)}</p>;
  const stateText = (url: string): { text: string; failed: boolean } | null => {
    if (safeMode) return null;
    const state = loadStates.get(url);
    if (state === 'failed') {
      return {
        text: intl.formatMessage(extensionNoticeMessages.loadFailed as MessageDescriptor, { url }),
        failed: true,
      };
    }
    if (state === 'loaded') return { text: intl.formatMessage(messages.running), failed: false };
    if (state === 'loading') return { text: intl.formatMessage(messages.starting), failed: false };
    return { text: intl.formatMessage(messages.afterReload), failed: false };
  };
  return (
    <ul className="extensions-section__list" aria-label={intl.formatMessage(messages.listLabel)}>
      {scripts.map(({ url }) => {
        const state = stateText(url);
        return (
          <li key={url} className="extensions-section__item">
            <div className="extensions-section__item-text">
              <code className="extensions-section__url">{url}</code>
              {state ? (
                <span
                  className={state.failed ? 'extensions-section__failed' : 'extensions-section__state'}
                  {...(state.failed ? { role: 'alert' } : {})}
                >
                  {state.text}
                </span>
              ) : null}
            </div>
            <Button
              variant="ghost"
              aria-label={intl.formatMessage(messages.remove as MessageDescriptor, { url })}
              onClick={() => {
                onRemove(url);
              }}
            >
              {intl.formatMessage(messages.removeShort)}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
