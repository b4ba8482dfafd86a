import { describe, expect, it } from 'vitest';
import type { Message, Plugin } from '@confab/core';
import { createJavaScriptPluginRuntime, type JavaScriptCallContext } from './javascript-plugin-runtime.ts';
import { SandboxTimeoutError } from './run-in-sandbox.ts';
import { runJavaScript } from './run-javascript.ts';
import type { SandboxJob, SandboxResult } from './sandbox-protocol.ts';

const plugin: Plugin = {
  id: 'p1',
  uuid: 'u1',
  title: 'Weather',
  enabled: true,
  implementationType: 'javascript',
  openaiSpec: { name: 'get_weather' },
  code: 'function get_weather(params) { return params.city; }',
  createdAt: 1,
  updatedAt: 1,
  syncedAt: null,
};

const prompt = {
  uuid: 'm1',
  chatID: 'c1',
  role: 'user',
  content: 'Weather in Rome?',
  attachments: [{ blobID: 'b1', name: 'a.png', mimeType: 'image/png', size: 3 }],
  createdAt: 1,
} as unknown as Message;

function context(fields: Partial<JavaScriptCallContext> = {}): JavaScriptCallContext {
  return {
    plugin,
    pluginFunction: {
      id: 'p1',
      implementationType: 'javascript',
      openaiSpec: plugin.openaiSpec,
      code: plugin.code,
    },
    userSettings: new Map([['unit', 'C']]),
    prompt,
    signal: new AbortController().signal,
    ...fields,
  };
}

function answering(result: Omit<SandboxResult, 'type' | 'nonce'>) {
  const jobs: SandboxJob[] = [];
  const run = (job: SandboxJob) => {
    jobs.push(job);
    return Promise.resolve({ type: 'confab-plugin-result', nonce: 'n', ...result } as SandboxResult);
  };
  return { jobs, run };
}

describe('JavaScript plugin runtime', () => {
  it('calls the function named after the spec with params, settings and no message by default', async () => {
    const { jobs, run } = answering({ outcome: 'returned', value: '{"temp":21}', logs: [] });
    const runtime = createJavaScriptPluginRuntime(run);
    expect(await runtime({ city: 'Rome' }, context())).toEqual({ temp: 21 });
    expect(jobs[0]).toMatchObject({
      mode: 'function',
      functionName: 'get_weather',
      code: plugin.code,
      params: { city: 'Rome' },
      resources: {},
    });
    expect({ ...(jobs[0] as { userSettings: object }).userSettings }).toEqual({ unit: 'C' });
  });

  it('hands over the message only with read_user_message, attachments described', async () => {
    const { jobs, run } = answering({ outcome: 'returned', logs: [] });
    const runtime = createJavaScriptPluginRuntime(run);
    const allowed = { ...plugin, permissions: ['read_user_message'] };
    expect(await runtime({}, context({ plugin: allowed }))).toBeUndefined();
    expect(jobs[0]).toMatchObject({
      resources: {
        userMessage: {
          text: 'Weather in Rome?',
          attachments: [{ name: 'a.png', mimeType: 'image/png', size: 3 }],
        },
      },
    });
  });

  it.each([
    [
      { outcome: 'threw', message: 'Invalid API key' },
      'The plugin function "get_weather" threw an error: Invalid API key',
    ],
    [{ outcome: 'missing' }, 'does not define a function named "get_weather"'],
    [{ outcome: 'unserialisable', message: 'BigInt' }, 'cannot be written as JSON (BigInt)'],
    [{ outcome: 'too-large' }, 'longer than 1,000,000 characters'],
    [{ outcome: 'returned', value: '{not json' }, 'is not JSON'],
  ] as const)('turns %o into a clear error', async (result, message) => {
    const runtime = createJavaScriptPluginRuntime(answering({ ...result, logs: [] }).run);
    await expect(runtime({}, context())).rejects.toThrow(message);
  });

  it('names the plugin function that timed out', async () => {
    const runtime = createJavaScriptPluginRuntime(() => Promise.reject(new SandboxTimeoutError(30_000)));
    await expect(runtime({}, context())).rejects.toThrow(
      'The plugin function "get_weather" did not finish within 30 seconds; it was stopped.',
    );
  });

  it('refuses a function without code before starting a frame', async () => {
    const { jobs, run } = answering({ outcome: 'returned', logs: [] });
    const pluginFunction = {
      id: 'p1',
      implementationType: 'javascript' as const,
      openaiSpec: plugin.openaiSpec,
    };
    await expect(createJavaScriptPluginRuntime(run)({}, context({ pluginFunction }))).rejects.toThrow(
      'has no code',
    );
    expect(jobs).toEqual([]);
  });
});

describe('runJavaScript', () => {
  const signal = new AbortController().signal;

  it('returns the result and the console output', async () => {
    const { jobs, run } = answering({ outcome: 'returned', value: '3', logs: ['one', 'two'] });
    expect(await runJavaScript({ code: 'return 1 + 2' }, signal, run)).toEqual({
      result: 3,
      console: ['one', 'two'],
    });
    expect(jobs[0]).toEqual({ mode: 'script', code: 'return 1 + 2' });
  });

  it('leaves out what the code did not give', async () => {
    expect(
      await runJavaScript({ code: ';' }, signal, answering({ outcome: 'returned', logs: [] }).run),
    ).toEqual({});
  });

  it('adds the console output to an error', async () => {
    const { run } = answering({ outcome: 'threw', message: 'boom', logs: ['step 1'] });
    await expect(runJavaScript({ code: 'x' }, signal, run)).rejects.toThrow(
      'The code threw an error: boom\nConsole output:\nstep 1',
    );
  });

  it('refuses missing, empty or oversized code', async () => {
    const { jobs, run } = answering({ outcome: 'returned', logs: [] });
    await expect(runJavaScript({}, signal, run)).rejects.toThrow('"code" must be a non-empty string.');
    await expect(runJavaScript({ code: ' ' }, signal, run)).rejects.toThrow('non-empty');
    await expect(runJavaScript({ code: 'x'.repeat(50_001) }, signal, run)).rejects.toThrow('at most 50000');
    expect(jobs).toEqual([]);
  });
});
