import { useCallback, useEffect, useRef } from 'react';
import type { ChatMeta, CustomModel, Message, Plugin, StoragePort } from '@confab/core';
import { mergeToolSources, type ToolSource } from '@confab/core/conversation';
import { useChatFeature } from '../../host/host-config.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useStorage } from '../../storage/app-storage.tsx';
import { useSetting } from '../../storage/use-setting.ts';
import { useCustomModels } from '../models/index.ts';
import { pluginAccessToken } from '../plugin-oauth/index.ts';
import { browserTimeEnvironment, builtInToolSource } from './built-in-tools.ts';
import { modelSupportsTools } from './model-supports-tools.ts';
import type { PluginSettingValues } from './plugin-runtime.ts';
import { pluginRuntimes } from './plugin-runtimes.ts';
import { noUserPluginSettings, pluginSettingsByPlugin, userPluginSettingsSchema } from './plugin-settings.ts';
import { pluginToolSource } from './plugin-tool-source.ts';
import { noToolIDs, toolIDsSchema } from './tool-choice.ts';
import { useInstalledPlugins } from './use-installed-plugins.ts';
import { chatToolIDs, type AgentToolChoice } from './agent-tool-choice.ts';
import { useAgentToolChoices } from './use-agent-tool-choices.ts';
import { useWebToolsEnvironment } from './use-web-tools-environment.ts';

interface ToolContext {
  enabled: boolean;
  defaultToolIDs: readonly string[];
  customModels: readonly CustomModel[];
  plugins: readonly Plugin[];
  pluginSettings: ReadonlyMap<string, PluginSettingValues>;
  agentChoices: ReadonlyMap<string, AgentToolChoice>;
  storage: StoragePort;
}

/**
 * The engine's `toolsFor`: the tools a chat offers (its own choice, else the default for new chats):
 * the chosen built-ins and the chosen installed plugins that are switched on, with the tools the
 * chat's agent assigns (exactly those when it enforces them, `chatToolIDs`); none when the host
 * turns plugins off or the chat's model cannot call tools. Stable across renders, since the engine
 * is built once; it reads the latest settings through a ref.
 */
export function useToolsFor(): (chat: ChatMeta, context: { prompt: Message }) => ToolSource | undefined {
  const enabled = useChatFeature('usePlugins');
  const defaultToolIDs = useSetting(settingKeys.defaultToolIDs, toolIDsSchema, noToolIDs).value;
  const storedSettings = useSetting(
    settingKeys.userPluginSettings,
    userPluginSettingsSchema,
    noUserPluginSettings,
  ).value;
  const { customModels } = useCustomModels();
  const plugins = useInstalledPlugins();
  const agentChoices = useAgentToolChoices();
  const webTools = useWebToolsEnvironment();
  const current: ToolContext = {
    enabled,
    defaultToolIDs,
    customModels,
    plugins,
    pluginSettings: pluginSettingsByPlugin(storedSettings),
    agentChoices,
    storage: useStorage(),
  };
  const context = useRef<ToolContext>(current);
  useEffect(() => {
    context.current = current;
  });
  return useCallback(
    (chat: ChatMeta, { prompt }: { prompt: Message }) => {
      const latest = context.current;
      if (!latest.enabled || !modelSupportsTools(chat.model, latest.customModels)) return undefined;
      const agentID = chat.character?.id;
      const toolIDs = chatToolIDs(
        chat.toolIDs ?? latest.defaultToolIDs,
        agentID === undefined ? undefined : latest.agentChoices.get(agentID),
      );
      if (toolIDs.length === 0) return undefined;
      const chosenPlugins = latest.plugins.filter((plugin) => toolIDs.includes(plugin.id));
      return mergeToolSources([
        builtInToolSource(toolIDs, { time: browserTimeEnvironment(), ...webTools() }),
        pluginToolSource({
          plugins: chosenPlugins,
          settings: latest.pluginSettings,
          runtimes: pluginRuntimes,
          prompt,
          accessToken: (plugin, userSettings) =>
            pluginAccessToken(plugin, { storage: latest.storage, userSettings }),
        }),
      ]);
    },
    [webTools],
  );
}
