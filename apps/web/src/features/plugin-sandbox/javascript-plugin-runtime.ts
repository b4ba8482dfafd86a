import type { Message, Plugin, PluginFunction } from '@confab/core';
import { runInSandbox, SandboxTimeoutError, timedOutText, type SandboxOptions } from './run-in-sandbox.ts';
import { outcomeValue } from './sandbox-outcome.ts';
import type { SandboxJob, SandboxResult } from './sandbox-protocol.ts';

/** What the runtime reads of a call; the tools feature's `PluginCallContext` fits it. */
export interface JavaScriptCallContext {
  plugin: Plugin;
  pluginFunction: PluginFunction;
  userSettings: ReadonlyMap<string, string | number | boolean>;
  prompt: Message | undefined;
  signal: AbortSignal;
}

export type SandboxRunner = (job: SandboxJob, options: SandboxOptions) => Promise<SandboxResult>;

export const readUserMessagePermission = 'read_user_message';

/**
 * `resources` of the interop contract: the person's message only with the `read_user_message`
 * permission. Attachments are described (name, type, size), their contents are not handed over.
 */
export function pluginResources(plugin: Plugin, prompt: Message | undefined): Record<string, unknown> {
  if (!prompt || !(plugin.permissions ?? []).includes(readUserMessagePermission)) return {};
  const attachments = (prompt.attachments ?? []).map(({ name, mimeType, size }) => ({
    name,
    mimeType,
    size,
  }));
  return { userMessage: { text: prompt.content, attachments } };
}

/** The settings as the code's second argument; a null prototype, as the names come from a file. */
function settingsObject(
  settings: ReadonlyMap<string, string | number | boolean>,
): Record<string, string | number | boolean> {
  const object = Object.create(null) as Record<string, string | number | boolean>;
  for (const [name, value] of settings) Object.defineProperty(object, name, { value, enumerable: true });
  return object;
}

/**
 * The runtime of `javascript` plugins (interop-formats §6): the function's code declares a function
 * named after its spec, called in the sandbox as `fn(params, userSettings, resources)`.
 */
export function createJavaScriptPluginRuntime(run: SandboxRunner = runInSandbox) {
  return async (args: Record<string, unknown>, context: JavaScriptCallContext): Promise<unknown> => {
    const functionName = context.pluginFunction.openaiSpec.name;
    const subject = `The plugin function "${functionName}"`;
    const code = context.pluginFunction.code ?? '';
    if (code.trim() === '') throw new Error(`${subject} has no code.`);
    const result = await run(
      {
        mode: 'function',
        code,
        functionName,
        params: args,
        userSettings: settingsObject(context.userSettings),
        resources: pluginResources(context.plugin, context.prompt),
      },
      { signal: context.signal },
    ).catch((error: unknown) => {
      throw error instanceof SandboxTimeoutError ? new Error(timedOutText(subject, error.timeoutMs)) : error;
    });
    return outcomeValue(result, { subject, functionName });
  };
}

export const javascriptPluginRuntime = createJavaScriptPluginRuntime();
