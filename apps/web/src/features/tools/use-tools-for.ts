import { useCallback, useEffect, useRef } from 'react';
import type { ChatMeta, CustomModel } from '@confab/core';
import type { ToolSource } from '@confab/core/conversation';
import { useChatFeature } from '../../host/host-config.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { useCustomModels } from '../models/index.ts';
import { browserTimeEnvironment, builtInToolSource } from './built-in-tools.ts';
import { modelSupportsTools } from './model-supports-tools.ts';
import { noToolIDs, toolIDsSchema } from './tool-choice.ts';

interface ToolContext {
  enabled: boolean;
  defaultToolIDs: readonly string[];
  customModels: readonly CustomModel[];
}

/**
 * The engine's `toolsFor`: the tools a chat offers (its own choice, else the default for new chats),
 * none when the host turns plugins off or the chat's model cannot call tools. Stable across renders,
 * since the engine is built once; it reads the latest settings through a ref.
 */
export function useToolsFor(): (chat: ChatMeta) => ToolSource | undefined {
  const enabled = useChatFeature('usePlugins');
  const defaultToolIDs = useSetting(settingKeys.defaultToolIDs, toolIDsSchema, noToolIDs).value;
  const { customModels } = useCustomModels();
  const context = useRef<ToolContext>({ enabled, defaultToolIDs, customModels });
  useEffect(() => {
    context.current = { enabled, defaultToolIDs, customModels };
  }, [enabled, defaultToolIDs, customModels]);
  return useCallback((chat: ChatMeta) => {
    const current = context.current;
    if (!current.enabled || !modelSupportsTools(chat.model, current.customModels)) return undefined;
    const toolIDs = chat.toolIDs ?? current.defaultToolIDs;
    if (toolIDs.length === 0) return undefined;
    return builtInToolSource(toolIDs, browserTimeEnvironment());
  }, []);
}
