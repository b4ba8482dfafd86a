import type { Message, Plugin, PluginFunction, PluginImplementationType } from '@confab/core';

/** The person's settings for one plugin, by setting name (interop-formats §6 `userSettings`). */
export type PluginSettingValues = ReadonlyMap<string, string | number | boolean>;

export interface PluginCallContext {
  plugin: Plugin;
  /** The function the model called (one of `pluginFunctionsOf(plugin)`). */
  pluginFunction: PluginFunction;
  userSettings: PluginSettingValues;
  /** The message being answered; runtimes pass it on only with the `read_user_message` permission. */
  prompt: Message | undefined;
  /** Aborts when the person presses Stop. */
  signal: AbortSignal;
  /**
   * The plugin's OAuth access token (refreshed when due), or undefined when the person has not
   * connected it; given by the OAuth feature for plugins whose authenticationType is AUTH_TYPE_OAUTH.
   */
  accessToken?: () => Promise<string | undefined>;
  /** Keeps a picture the tool returned in the blobs table and answers its blob id (`toolResultWithImages`). */
  storeImage?: (image: Blob) => Promise<string>;
}

/**
 * Runs one function of one kind of plugin (JavaScript in the sandbox, an HTTP action, an MCP tool).
 * Resolves with the result the model reads; rejects with an Error whose message the model reads.
 */
export type PluginRuntime = (args: Record<string, unknown>, context: PluginCallContext) => Promise<unknown>;

/** The runtime of each implementation type this build can run; a type without one is not offered. */
export type PluginRuntimes = ReadonlyMap<PluginImplementationType, PluginRuntime>;
