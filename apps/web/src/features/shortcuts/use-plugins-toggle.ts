import { useRef } from 'react';
import * as z from 'zod/mini';
import type { ChatMeta } from '@confab/core';
import { useChatFeature } from '../../host/host-config.tsx';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { useStorage } from '../../storage/app-storage.tsx';
import { saveChatChange } from '../../storage/save-chat-change.ts';
import { builtInTools, isBuiltInRecord, isBuiltInSwitchedOn, useInstalledPlugins } from '../tools/index.ts';
import { toolsToSwitchOn } from './chat-commands.ts';

const toolIDsSchema = z.array(z.string());
const noToolIDs: string[] = [];

export type PluginsToggleResult =
  { state: 'off' } | { state: 'on'; count: number } | { state: 'none-offered' };

/**
 * The togglePlugins command: the chat's tools all off, or back on (what it had, else the defaults,
 * else every tool offered). In a new chat it changes the default for new chats, as the picker does.
 */
export function usePluginsToggle(meta: ChatMeta | undefined, onMetaChange: (meta: ChatMeta) => void) {
  const storage = useStorage();
  const shown = useChatFeature('usePlugins');
  const defaults = useSetting(settingKeys.defaultToolIDs, toolIDsSchema, noToolIDs);
  const plugins = useInstalledPlugins();
  const rememberedRef = useRef(new Map<string, readonly string[]>());

  return (): PluginsToggleResult | undefined => {
    if (!shown) return undefined;
    const offered = [
      ...builtInTools.filter((tool) => isBuiltInSwitchedOn(tool.id, plugins)).map((tool) => tool.id),
      ...plugins.filter((plugin) => plugin.enabled && !isBuiltInRecord(plugin)).map((plugin) => plugin.id),
    ];
    const chosen = meta?.toolIDs ?? defaults.value;
    const onNow = chosen.filter((id) => offered.includes(id));
    const rememberKey = meta?.id ?? '';
    let next: string[];
    if (onNow.length > 0) {
      rememberedRef.current.set(rememberKey, onNow);
      next = chosen.filter((id) => !offered.includes(id));
    } else {
      const switchOn = toolsToSwitchOn({
        remembered: rememberedRef.current.get(rememberKey),
        defaults: defaults.value,
        offered,
      });
      if (switchOn.length === 0) return { state: 'none-offered' };
      next = [...chosen, ...switchOn];
    }
    if (meta) {
      saveChatChange(storage, meta, (chat) => ({ ...chat, toolIDs: next }), onMetaChange);
    } else {
      void defaults.save(next);
    }
    return onNow.length > 0
      ? { state: 'off' }
      : { state: 'on', count: next.filter((id) => offered.includes(id)).length };
  };
}
