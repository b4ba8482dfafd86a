import { describe, expect, it } from 'vitest';
import type { CustomModel } from '@confab/core';
import { builtInToolSource } from './built-in-tools.ts';
import { modelSupportsTools } from './model-supports-tools.ts';
import type { TimeEnvironment } from './current-date-time.ts';

const time: TimeEnvironment = { now: () => 0, locale: 'en', timeZone: 'UTC' };
const signal = new AbortController().signal;

describe('built-in tool source', () => {
  it('offers only the enabled built-ins, skipping ids it does not know', () => {
    const source = builtInToolSource(['calculator', 'some-plugin'], { time });
    expect(source.list().map((tool) => tool.name)).toEqual(['calculator']);
    expect(source.list()[0]?.parameters).toMatchObject({ required: ['expression'] });
  });

  it('offers Run JavaScript, which refuses code that is not text before starting a frame', async () => {
    const source = builtInToolSource(['run_javascript'], { time });
    expect(source.list()[0]).toMatchObject({ name: 'run_javascript', parameters: { required: ['code'] } });
    await expect(source.call('run_javascript', { code: 42 }, signal)).rejects.toThrow(
      '"code" must be a non-empty string.',
    );
  });

  it('runs the enabled tools and refuses the others', async () => {
    const source = builtInToolSource(['calculator', 'current_date_time'], { time });
    expect(await source.call('calculator', { expression: '1 + 1' }, signal)).toBe('2');
    expect(await source.call('current_date_time', {}, signal)).toMatchObject({
      utc: '1970-01-01T00:00:00.000Z',
    });
    await expect(
      builtInToolSource([], { time }).call('calculator', { expression: '1' }, signal),
    ).rejects.toThrow('There is no tool named "calculator".');
  });

  it('does not start a call after Stop', async () => {
    const stopped = new AbortController();
    stopped.abort();
    await expect(
      builtInToolSource(['calculator'], { time }).call('calculator', { expression: '1' }, stopped.signal),
    ).rejects.toThrow();
  });
});

describe('modelSupportsTools', () => {
  const custom = (id: string, supportsTools?: boolean) =>
    ({ id, ...(supportsTools === undefined ? {} : { supportsTools }) }) as CustomModel;

  it('offers tools to catalogue models and custom models that do not say otherwise', () => {
    expect(modelSupportsTools('gpt-4o-mini', [])).toBe(true);
    expect(modelSupportsTools('claude-3-5-haiku-latest', [])).toBe(true);
    expect(modelSupportsTools('mine', [custom('mine')])).toBe(true);
    expect(modelSupportsTools('mine', [custom('mine', false)])).toBe(false);
  });

  it('offers none to local, unknown or missing models', () => {
    expect(modelSupportsTools('ollama:llama3', [])).toBe(false);
    expect(modelSupportsTools(undefined, [])).toBe(false);
  });
});
