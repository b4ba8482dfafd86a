import { useIntl } from 'react-intl';
import type { Plugin } from '@confab/core';
import { PluginIcon } from './plugin-icon.tsx';
import { pluginMessages } from './plugin-messages.ts';
import { PluginStatusDot } from './plugin-status-dot.tsx';
import type { PluginStatus } from './plugin-status.ts';

export interface ListedPlugin {
  plugin: Plugin;
  /** Translated for built-ins, the record's title otherwise. */
  title: string;
  status: PluginStatus;
}

export interface PluginListProps {
  builtIns: readonly ListedPlugin[];
  installed: readonly ListedPlugin[];
  selectedID: string | undefined;
  onSelect: (pluginID: string) => void;
  onToggle: (plugin: Plugin, enabled: boolean) => void;
}

function PluginRows({
  entries,
  selectedID,
  onSelect,
  onToggle,
}: Omit<PluginListProps, 'builtIns' | 'installed'> & {
  entries: readonly ListedPlugin[];
}) {
  return (
    <ul className="plugin-list__rows">
      {entries.map(({ plugin, title, status }) => (
        <li key={plugin.id} className="plugin-row" data-selected={plugin.id === selectedID || undefined}>
          <button
            type="button"
            className="plugin-row__open"
            aria-current={plugin.id === selectedID ? 'true' : undefined}
            onClick={() => {
              onSelect(plugin.id);
            }}
          >
            <PluginIcon plugin={plugin} className="plugin-row__icon" />
            <span className="plugin-row__title">{title}</span>
            <PluginStatusDot status={status} />
          </button>
          <input
            type="checkbox"
            role="switch"
            className="plugin-switch"
            aria-label={title}
            checked={plugin.enabled}
            onChange={(event) => {
              onToggle(plugin, event.target.checked);
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/** The master list: the built-ins (the store of plugins that ship with Confab), then the installed ones. */
export function PluginList({ builtIns, installed, ...rest }: PluginListProps) {
  const intl = useIntl();
  return (
    <nav className="plugin-list" aria-label={intl.formatMessage(pluginMessages.listLabel)}>
      <h2 className="plugin-list__heading">{intl.formatMessage(pluginMessages.installedGroup)}</h2>
      {installed.length > 0 ? (
        <PluginRows entries={installed} {...rest} />
      ) : (
        <p className="plugin-list__empty">{intl.formatMessage(pluginMessages.noInstalled)}</p>
      )}
      <h2 className="plugin-list__heading">{intl.formatMessage(pluginMessages.builtInGroup)}</h2>
      <PluginRows entries={builtIns} {...rest} />
    </nav>
  );
}
