import type { Plugin, PluginFunction, PluginUserSetting } from '@confab/core';
import type { PluginDraft } from './plugin-draft.ts';

export interface PluginRecordOptions {
  /** The record being edited; absent when adding. */
  existing: Plugin | undefined;
  now: number;
  newID: () => string;
}

/**
 * The record Save writes: the functions in `pluginFunctions`, and the first one also at the top
 * level (the legacy form other apps read), marked unsynced so sync picks it up.
 */
export function pluginFromDraft(
  draft: PluginDraft,
  checked: { functions: readonly PluginFunction[]; userSettings: readonly PluginUserSetting[] },
  { existing, now, newID }: PluginRecordOptions,
): Plugin {
  const [first] = checked.functions;
  if (first === undefined) throw new Error('A plugin has at least one function.');
  const emoji = draft.emoji.trim();
  const overview = draft.overviewMarkdown.trim();
  const {
    code: _code,
    httpAction: _httpAction,
    outputType: _outputType,
    emoji: _emoji,
    overviewMarkdown: _overview,
    oauthConfig: _oauthConfig,
    ...kept
  }: Partial<Plugin> = existing ?? {};
  const scopes = draft.scopes.trim();
  const authorizationURL = draft.authorizationURL.trim();
  return {
    ...kept,
    id: existing?.id ?? newID(),
    enabled: existing?.enabled ?? true,
    uuid: existing?.uuid ?? newID(),
    title: draft.title.trim(),
    ...(emoji === '' ? {} : { emoji }),
    ...(overview === '' ? {} : { overviewMarkdown: overview }),
    implementationType: first.implementationType,
    openaiSpec: first.openaiSpec,
    ...(first.code === undefined ? {} : { code: first.code }),
    ...(first.httpAction === undefined ? {} : { httpAction: first.httpAction }),
    ...(first.outputType === undefined ? {} : { outputType: first.outputType }),
    pluginFunctions: [...checked.functions],
    userSettings: [...checked.userSettings],
    authenticationType: draft.oauth ? 'AUTH_TYPE_OAUTH' : 'AUTH_TYPE_NONE',
    ...(draft.oauth
      ? {
          oauthConfig: {
            ...(authorizationURL === '' ? {} : { authorizationURL }),
            tokenURL: draft.tokenURL.trim(),
            ...(scopes === '' ? {} : { scopes }),
            contentType: draft.tokenContentType,
          },
        }
      : {}),
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    syncedAt: null,
  };
}
