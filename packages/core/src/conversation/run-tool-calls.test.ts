import { describe, expect, it } from 'vitest';
import { toolCallLimits } from '../entities/index.ts';
import { runToolCalls } from './run-tool-calls.ts';
import { mergeToolSources, type ToolSource } from './tool-source.ts';

function sourceOf(name: string, run: (args: Record<string, unknown>) => Promise<unknown>): ToolSource {
  return { list: () => [{ name }], call: (_name, args) => run(args) };
}

const input = (source: ToolSource) => ({
  source,
  signal: new AbortController().signal,
  now: () => 1_000,
  step: 2,
});

describe('runToolCalls', () => {
  it('writes JSON results as text and refuses results that cannot be written as JSON', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const source = mergeToolSources([
      sourceOf('object', () => Promise.resolve({ temperature: 18 })),
      sourceOf('nothing', () => Promise.resolve(undefined)),
      sourceOf('cyclic', () => Promise.resolve(cyclic)),
      sourceOf('silent', () => Promise.reject(new Error(''))),
    ]);
    const calls = ['object', 'nothing', 'cyclic', 'silent'].map((name) => ({
      id: `id-${name}`,
      name,
      arguments: '{}',
    }));
    expect(await runToolCalls(calls, input(source))).toEqual([
      {
        id: 'id-object',
        name: 'object',
        arguments: '{}',
        step: 2,
        startedAt: 1_000,
        durationMs: 0,
        result: '{"temperature":18}',
      },
      {
        id: 'id-nothing',
        name: 'nothing',
        arguments: '{}',
        step: 2,
        startedAt: 1_000,
        durationMs: 0,
        result: '',
      },
      {
        id: 'id-cyclic',
        name: 'cyclic',
        arguments: '{}',
        step: 2,
        startedAt: 1_000,
        durationMs: 0,
        error: 'The tool returned something that cannot be written as JSON.',
      },
      {
        id: 'id-silent',
        name: 'silent',
        arguments: '{}',
        step: 2,
        startedAt: 1_000,
        durationMs: 0,
        error: 'The tool failed without saying why.',
      },
    ]);
  });

  it('cuts a result longer than a stored call may hold, saying so', async () => {
    const huge = 'y'.repeat(toolCallLimits.textCharacters * 2);
    const [stored] = await runToolCalls(
      [{ id: 'c1', name: 'huge', arguments: '' }],
      input(sourceOf('huge', () => Promise.resolve(huge))),
    );
    expect(stored?.result).toHaveLength(toolCallLimits.textCharacters);
    expect(stored?.result?.endsWith(`[Cut: longer than ${toolCallLimits.textCharacters} characters.]`)).toBe(
      true,
    );
  });
});

describe('rendered outputs', () => {
  it('marks a successful result of a render_html or render_markdown tool, never a failed one', async () => {
    const source: ToolSource = {
      list: () => [
        { name: 'card', outputType: 'render_html' },
        { name: 'note', outputType: 'render_markdown' },
        { name: 'plain', outputType: 'respond_to_ai' },
        { name: 'broken', outputType: 'render_html' },
      ],
      call: (name) =>
        name === 'broken' ? Promise.reject(new Error('No card')) : Promise.resolve(`<b>${name}</b>`),
    };
    const calls = ['card', 'note', 'plain', 'broken'].map((name) => ({ id: name, name, arguments: '{}' }));
    const stored = await runToolCalls(calls, input(source));
    expect(stored.map((call) => [call.name, call.outputType, call.result ?? call.error])).toEqual([
      ['card', 'render_html', '<b>card</b>'],
      ['note', 'render_markdown', '<b>note</b>'],
      ['plain', undefined, '<b>plain</b>'],
      ['broken', undefined, 'No card'],
    ]);
  });
});

describe('mergeToolSources', () => {
  it('offers each name once, the earlier source winning, and calls the owner', async () => {
    const merged = mergeToolSources([
      sourceOf('search', () => Promise.resolve('plugin')),
      sourceOf('search', () => Promise.resolve('mcp')),
      sourceOf('fetch', () => Promise.resolve('mcp fetch')),
    ]);
    expect(merged.list().map((tool) => tool.name)).toEqual(['search', 'fetch']);
    const signal = new AbortController().signal;
    expect(await merged.call('search', {}, signal)).toBe('plugin');
    expect(await merged.call('fetch', {}, signal)).toBe('mcp fetch');
    await expect(merged.call('nope', {}, signal)).rejects.toThrow('There is no tool named "nope".');
  });
});
