import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Plugin } from '@confab/core';
import { Button } from '@confab/ui';
import type { PluginSettingValues, StoredPluginSecret } from '../tools/index.ts';
import { PluginDetailTablist } from './plugin-detail-tablist.tsx';
import { tabsForPlugin, type PluginDetailTab } from './plugin-detail-tabs.ts';
import {
  PluginHttpActionPanel,
  PluginOverviewPanel,
  PluginSourcePanel,
  PluginSpecPanel,
} from './plugin-info-panels.tsx';
import { pluginPermissions } from './plugin-kind.ts';
import { PluginIcon } from './plugin-icon.tsx';
import { pluginMessages } from './plugin-messages.ts';
import type { PluginPanels } from './plugin-panels.ts';
import { PluginSettingsForm } from './plugin-settings-form.tsx';
import { PluginStatusDot } from './plugin-status-dot.tsx';
import { missingRequiredSettings, pluginStatus } from './plugin-status.ts';
import type { SettingValue } from './use-plugin-actions.ts';

export interface PluginDetailProps {
  plugin: Plugin;
  title: string;
  headingID: string;
  panels: PluginPanels;
  values: PluginSettingValues;
  /** Values with locked secrets counted as filled in: what the dots read. */
  configured: PluginSettingValues;
  secrets: ReadonlyMap<string, StoredPluginSecret>;
  onBack: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onSaveSettings: (values: ReadonlyMap<string, SettingValue | undefined>) => Promise<void>;
}

const badges = [
  [(plugin: Plugin) => plugin.isOrgPlugin === true, pluginMessages.badgeOrganisation],
  [(plugin: Plugin) => plugin.isServerPlugin === true, pluginMessages.badgeServer],
  [(plugin: Plugin) => plugin.system === true, pluginMessages.badgeBuiltIn],
] as const;

/** The selected plugin: its title, actions and the tabs that apply to it. */
export function PluginDetail(props: PluginDetailProps) {
  const { plugin, title, headingID, panels } = props;
  const intl = useIntl();
  const tabs = tabsForPlugin(plugin, panels);
  const [chosen, setChosen] = useState<PluginDetailTab>('overview');
  const active = tabs.includes(chosen) ? chosen : 'overview';
  const permissions = pluginPermissions(plugin);
  const missing = missingRequiredSettings(plugin, props.configured);
  const badge = badges.find(([applies]) => applies(plugin));
  const AuthPanel = panels.auth;
  const McpConnectorPanel = panels.mcpConnector;
  const ShareAction = panels.share;

  return (
    <section className="plugin-detail" aria-labelledby={headingID}>
      <Button variant="ghost" className="plugin-detail__back" onClick={props.onBack}>
        {intl.formatMessage(pluginMessages.back)}
      </Button>
      <header className="plugin-detail__header">
        <PluginIcon plugin={plugin} className="plugin-detail__icon" />
        <h2 id={headingID}>{title}</h2>
        <PluginStatusDot status={pluginStatus(plugin, props.configured)} />
        {badge ? <span className="plugin-detail__badge">{intl.formatMessage(badge[1])}</span> : null}
        <div className="plugin-detail__actions">
          {/* System plugins cannot be shared (spec §6); nor can ones an organisation provides. */}
          {ShareAction && permissions.edit ? <ShareAction plugin={plugin} /> : null}
          {permissions.edit ? (
            <Button onClick={props.onEdit}>{intl.formatMessage(pluginMessages.edit)}</Button>
          ) : null}
          {permissions.duplicate ? (
            <Button onClick={props.onDuplicate}>{intl.formatMessage(pluginMessages.duplicate)}</Button>
          ) : null}
          {permissions.remove ? (
            <Button variant="danger" onClick={props.onDelete}>
              {intl.formatMessage(pluginMessages.remove)}
            </Button>
          ) : null}
        </div>
      </header>
      <PluginDetailTablist
        tabs={tabs}
        active={active}
        onChoose={setChosen}
        settingsMissing={missing.length > 0}
      >
        {active === 'overview' ? <PluginOverviewPanel plugin={plugin} /> : null}
        {active === 'settings' ? (
          <>
            {missing.length > 0 ? (
              <p className="plugin-detail__missing">
                {intl.formatMessage(pluginMessages.settingsMissingList as MessageDescriptor, {
                  names: missing.map((setting) => setting.label ?? setting.name).join(', '),
                })}
              </p>
            ) : null}
            <PluginSettingsForm
              key={plugin.id}
              plugin={plugin}
              values={props.values}
              secrets={props.secrets}
              onSave={props.onSaveSettings}
            />
          </>
        ) : null}
        {active === 'auth' && AuthPanel ? <AuthPanel plugin={plugin} /> : null}
        {active === 'spec' ? <PluginSpecPanel plugin={plugin} /> : null}
        {active === 'mcpConnector' && McpConnectorPanel ? <McpConnectorPanel plugin={plugin} /> : null}
        {active === 'source' ? <PluginSourcePanel plugin={plugin} /> : null}
        {active === 'httpAction' ? <PluginHttpActionPanel plugin={plugin} /> : null}
      </PluginDetailTablist>
    </section>
  );
}
