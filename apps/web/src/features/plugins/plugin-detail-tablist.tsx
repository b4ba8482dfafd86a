import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@confab/ui';
import type { PluginDetailTab } from './plugin-detail-tabs.ts';
import { pluginMessages } from './plugin-messages.ts';

const tabLabels = {
  overview: pluginMessages.tabOverview,
  settings: pluginMessages.tabSettings,
  auth: pluginMessages.tabAuth,
  spec: pluginMessages.tabSpec,
  mcpConnector: pluginMessages.tabMcpConnector,
  source: pluginMessages.tabSource,
  httpAction: pluginMessages.tabHttpAction,
} as const;

export interface PluginDetailTablistProps {
  tabs: readonly PluginDetailTab[];
  active: PluginDetailTab;
  onChoose: (tab: PluginDetailTab) => void;
  /** Spec §5: a red dot on Settings while a required setting is missing. */
  settingsMissing: boolean;
  children: ReactNode;
}

/** The detail's tabs (the tablist pattern: arrows move and select; only the active tab is in the Tab order). */
export function PluginDetailTablist({
  tabs,
  active,
  onChoose,
  settingsMissing,
  children,
}: PluginDetailTablistProps) {
  const intl = useIntl();
  const baseID = useId();
  const tabRefs = useRef(new Map<PluginDetailTab, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const offset = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (offset === 0) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(active) + offset + tabs.length) % tabs.length];
    if (next === undefined) return;
    onChoose(next);
    tabRefs.current.get(next)?.focus();
  };
  return (
    <>
      <div
        role="tablist"
        className="plugin-detail__tabs"
        aria-label={intl.formatMessage(pluginMessages.tabsLabel)}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabRefs.current.set(tab, element);
              else tabRefs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${baseID}-${tab}-tab`}
            aria-selected={tab === active}
            aria-controls={`${baseID}-panel`}
            tabIndex={tab === active ? 0 : -1}
            className="plugin-detail__tab"
            onClick={() => {
              onChoose(tab);
            }}
          >
            {intl.formatMessage(tabLabels[tab])}
            {tab === 'settings' && settingsMissing ? (
              <>
                <span className="plugin-detail__tab-dot" aria-hidden="true" />
                <VisuallyHidden>{` ${intl.formatMessage(pluginMessages.settingsMissing)}`}</VisuallyHidden>
              </>
            ) : null}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseID}-panel`}
        aria-labelledby={`${baseID}-${active}-tab`}
        className="plugin-detail__panel"
      >
        {children}
      </div>
    </>
  );
}
