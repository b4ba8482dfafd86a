import { useId, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Plugin } from '@confab/core';
import { Button, ConfirmDialog } from '@confab/ui';
import { useChatFeature, useHostConfig } from '../../host/host-config.tsx';
import { PluginDetail } from './plugin-detail.tsx';
import { PluginEditorDialog } from './plugin-editor-dialog.tsx';
import { PricingLink, useUpgradeOffered, useUserCanUse } from '../licence/index.ts';
import { mayEnablePlugin } from './plugin-enable-rule.ts';
import { PluginList } from './plugin-list.tsx';
import { pluginMessages } from './plugin-messages.ts';
import type { PluginPanels } from './plugin-panels.ts';
import { useFillBuiltInPlugins } from './use-fill-built-in-plugins.ts';
import { usePluginActions } from './use-plugin-actions.ts';
import { takenFunctionNames, usePluginScreenData } from './use-plugin-screen-data.ts';
import './plugins-screen.css';

export interface PluginsScreenProps {
  /** The "Import plugin" button (file or URL) with its popup, built by the import feature. */
  importAction?: ReactNode;
  /** Detail tabs other features build (Auth, MCP Connector); a tab without its panel is hidden. */
  panels?: PluginPanels;
}

type Dialog =
  { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; plugin: Plugin } | { kind: 'delete'; plugin: Plugin };

const noPanels: PluginPanels = {};
const noValues = new Map<string, string | number | boolean>();

/** The Plugins tab (spec §2): the list with status dots and switches beside the selected plugin's tabs. */
export function PluginsScreen({ importAction, panels = noPanels }: PluginsScreenProps) {
  const intl = useIntl();
  const { managed } = useHostConfig();
  const canAdd = useChatFeature('addNewPlugins');
  useFillBuiltInPlugins({ enabled: !managed });
  const data = usePluginScreenData();
  const actions = usePluginActions();
  const [chosenID, setChosenID] = useState<string>();
  const [narrowView, setNarrowView] = useState<'list' | 'detail'>('list');
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [refusedID, setRefusedID] = useState<string>();
  const rights = { unlimitedPlugins: useUserCanUse('unlimitedPlugins') };
  const upgradeOffered = useUpgradeOffered();
  const headingID = useId();
  const all = [...data.installed, ...data.builtIns];
  const selected = all.find((entry) => entry.plugin.id === chosenID) ?? all[0];
  const close = () => {
    setDialog({ kind: 'none' });
  };

  const toggle = (plugin: Plugin, enabled: boolean) => {
    if (enabled && !mayEnablePlugin(plugin.id, rights)) {
      setRefusedID(plugin.id);
      return;
    }
    setRefusedID(undefined);
    void actions.setEnabled(plugin, enabled);
  };

  return (
    <div className="plugins-screen" data-narrow-view={narrowView}>
      <header className="plugins-screen__header">
        <div>
          <h1>{intl.formatMessage(pluginMessages.heading)}</h1>
          <p className="plugins-screen__description">{intl.formatMessage(pluginMessages.description)}</p>
        </div>
        <div className="plugins-screen__actions">
          {importAction}
          {canAdd ? (
            <Button
              variant="primary"
              onClick={() => {
                setDialog({ kind: 'add' });
              }}
            >
              {intl.formatMessage(pluginMessages.add)}
            </Button>
          ) : null}
        </div>
      </header>
      {refusedID !== undefined ? (
        <p role="alert" className="plugins-screen__refused">
          {intl.formatMessage(pluginMessages.enableRefused)}
          {upgradeOffered ? (
            <>
              {' '}
              <PricingLink>{intl.formatMessage(pluginMessages.seeLicences)}</PricingLink>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="plugins-screen__body">
        <PluginList
          builtIns={data.builtIns}
          installed={data.installed}
          selectedID={selected?.plugin.id}
          onSelect={(pluginID) => {
            setChosenID(pluginID);
            setNarrowView('detail');
          }}
          onToggle={toggle}
        />
        {selected ? (
          <PluginDetail
            plugin={selected.plugin}
            title={selected.title}
            headingID={headingID}
            panels={panels}
            values={data.settings.values.get(selected.plugin.id) ?? noValues}
            configured={data.settings.configured.get(selected.plugin.id) ?? noValues}
            secrets={data.settings.secrets.get(selected.plugin.id) ?? new Map()}
            onBack={() => {
              setNarrowView('list');
            }}
            onEdit={() => {
              setDialog({ kind: 'edit', plugin: selected.plugin });
            }}
            onDuplicate={() => {
              void actions.duplicate(selected.plugin).then(setChosenID);
            }}
            onDelete={() => {
              setDialog({ kind: 'delete', plugin: selected.plugin });
            }}
            onSaveSettings={(values) => actions.saveSettings(selected.plugin, values)}
          />
        ) : null}
      </div>
      {dialog.kind === 'add' || dialog.kind === 'edit' ? (
        <PluginEditorDialog
          plugin={dialog.kind === 'edit' ? dialog.plugin : undefined}
          takenNames={takenFunctionNames(data, dialog.kind === 'edit' ? dialog.plugin.id : undefined)}
          onClose={close}
          onSave={async (plugin) => {
            await actions.put(plugin);
            setChosenID(plugin.id);
            setNarrowView('detail');
            close();
          }}
        />
      ) : null}
      {dialog.kind === 'delete' ? (
        <ConfirmDialog
          title={intl.formatMessage(pluginMessages.deleteTitle as MessageDescriptor, {
            title: dialog.plugin.title,
          })}
          cancelLabel={intl.formatMessage(pluginMessages.cancel)}
          confirmLabel={intl.formatMessage(pluginMessages.deleteConfirm)}
          onClose={close}
          onConfirm={() => {
            const doomed = dialog.plugin;
            close();
            setChosenID(undefined);
            void actions.remove(doomed);
          }}
        >
          <p>{intl.formatMessage(pluginMessages.deleteBody)}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
