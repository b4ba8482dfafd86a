import { useCallback, useEffect, useRef } from 'react';
import type { ChatMeta, CustomModel, Message, Plugin, StoragePort } from '@confab/core';
import { mergeToolSources, type ToolSource } from '@confab/core/conversation';
import { useChatFeature } from '../../host/host-config.tsx';
import { useStorage } from '../../storage/app-storage.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { useCustomModels } from '../models/index.ts';
import { chatToolIDs, type AgentToolChoice } from './agent-tool-choice.ts';
import { isBuiltInRecord, isBuiltInSwitchedOn } from './built-in-switches.ts';
import { browserTimeEnvironment, builtInToolSource } from './built-in-tools.ts';
import { modelSupportsTools } from './model-supports-tools.ts';
import type { PluginSettingValues } from './plugin-runtime.ts';
import { pluginRuntimes } from './plugin-runtimes.ts';
import { withSettingDefaults } from './plugin-settings.ts';
import { pluginToolSource } from './plugin-tool-source.ts';
import { noToolIDs, toolIDsSchema } from './tool-choice.ts';
import { useAgentToolChoices } from './use-agent-tool-choices.ts';
import { useInstalledPlugins } from './use-installed-plugins.ts';
import { usePluginSettingValues } from './use-plugin-setting-values.ts';
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
 * The engine's `toolsFor`: the tools a chat offers (its own choice, else the default for new chats,
 * with the tools the chat's agent assigns — exactly those when it enforces them, `chatToolIDs`):
 * the chosen built-ins and installed plugins that are switched on (on the Plugins screen); none when
 * the host turns plugins off or the chat's model cannot call tools. Stable across renders, since
 * the engine is built once; it reads the latest settings through a ref.
 */
export function useToolsFor(): (chat: ChatMeta, context: { prompt: Message }) => ToolSource | undefined {
  const enabled = useChatFeature('usePlugins');
  const defaultToolIDs = useSetting(settingKeys.defaultToolIDs, toolIDsSchema, noToolIDs).value;
  // Secrets come opened with the keys this tab unlocked; a locked one is missing to the plugin.
  const { values: pluginSettings } = usePluginSettingValues();
  const { customModels } = useCustomModels();
  const plugins = useInstalledPlugins();
  const agentChoices = useAgentToolChoices();
  const webTools = useWebToolsEnvironment();
  const current: ToolContext = {
    enabled,
    defaultToolIDs,
    customModels,
    plugins,
    pluginSettings: withSettingDefaults(plugins, pluginSettings),
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
      const chosenPlugins = latest.plugins.filter(
        (plugin) => toolIDs.includes(plugin.id) && !isBuiltInRecord(plugin),
      );
      const chosenBuiltIns = toolIDs.filter((toolID) => isBuiltInSwitchedOn(toolID, latest.plugins));
      const environment = webTools();
      return mergeToolSources([
        builtInToolSource(chosenBuiltIns, { time: browserTimeEnvironment(), ...environment }),
        pluginToolSource({
          plugins: chosenPlugins,
          settings: latest.pluginSettings,
          runtimes: pluginRuntimes,
          prompt,
          // The OAuth token code loads when a plugin that needs a token is called, not at start.
          accessToken: async (plugin, userSettings) =>
            (await import('../plugin-oauth/plugin-access-token.ts')).pluginAccessToken(plugin, {
              storage: latest.storage,
              userSettings,
            }),
          ...(environment.images ? { storeImage: environment.images.storeImage } : {}),
        }),
      ]);
    },
    [webTools],
  );
}
