import { describe, expect, it } from 'vitest';
import type { Plugin, PluginImplementationType } from '@confab/core';
import type { PluginCallContext, PluginRuntime } from './plugin-runtime.ts';
import { pluginToolSource } from './plugin-tool-source.ts';

function plugin(fields: Partial<Plugin>): Plugin {
  return {
    id: 'p1',
    uuid: 'u1',
    title: 'Weather',
    enabled: true,
    implementationType: 'javascript',
    openaiSpec: { name: 'get_weather', description: 'Weather in a city' },
    code: 'function get_weather() {}',
    createdAt: 1,
    updatedAt: 1,
    syncedAt: null,
    ...fields,
  };
}

function recordingRuntime(
  calls: { args: Record<string, unknown>; context: PluginCallContext }[],
): PluginRuntime {
  return (args, context) => {
    calls.push({ args, context });
    return Promise.resolve(`ran ${context.pluginFunction.openaiSpec.name}`);
  };
}

const never = new AbortController().signal;

describe('pluginToolSource', () => {
  it("offers each enabled plugin's functions and runs them with the plugin's settings", async () => {
    const calls: { args: Record<string, unknown>; context: PluginCallContext }[] = [];
    const runtimes = new Map<PluginImplementationType, PluginRuntime>([
      ['javascript', recordingRuntime(calls)],
    ]);
    const multi = plugin({
      id: 'p2',
      title: 'Tools',
      pluginFunctions: [
        {
          id: 'f1',
          implementationType: 'javascript',
          openaiSpec: { name: 'one' },
          outputType: 'render_html',
        },
        { id: 'f2', implementationType: 'http', openaiSpec: { name: 'two' } },
      ],
    });
    const source = pluginToolSource({
      plugins: [plugin({}), multi, plugin({ id: 'p3', enabled: false, openaiSpec: { name: 'off' } })],
      settings: new Map([['p1', new Map([['API_KEY', 'k']])]]),
      runtimes,
      prompt: undefined,
    });
    // "two" is an HTTP function and this build has no HTTP runtime here; "off" is switched off.
    expect(source.list()).toEqual([
      { name: 'get_weather', description: 'Weather in a city' },
      { name: 'one', outputType: 'render_html' },
    ]);
    await expect(source.call('get_weather', { city: 'Oslo' }, never)).resolves.toBe('ran get_weather');
    expect(calls[0]?.args).toEqual({ city: 'Oslo' });
    expect(calls[0]?.context.userSettings.get('API_KEY')).toBe('k');
    await expect(source.call('one', {}, never)).resolves.toBe('ran one');
    expect(calls[1]?.context.userSettings.size).toBe(0);
    await expect(source.call('two', {}, never)).rejects.toThrow('There is no tool named "two".');
  });

  it('keeps the first plugin that claims a function name', () => {
    const runtimes = new Map<PluginImplementationType, PluginRuntime>([['javascript', recordingRuntime([])]]);
    const source = pluginToolSource({
      plugins: [
        plugin({ title: 'A' }),
        plugin({ id: 'p9', title: 'B', openaiSpec: { name: 'get_weather' } }),
      ],
      settings: new Map(),
      runtimes,
      prompt: undefined,
    });
    expect(source.list()).toHaveLength(1);
  });
});
