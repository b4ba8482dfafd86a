import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '../providers/index.ts';
import { streamAnswerStep, type AnswerDraft } from './answer-step.ts';
import { LiveAnswers } from './live-answers.ts';

function scripted(events: StreamEvent[]) {
  return async function* streamChat(): AsyncGenerator<StreamEvent> {
    await Promise.resolve();
    yield* events;
  };
}

function stepInput(events: StreamEvent[], live: LiveAnswers, afterEvent: () => void) {
  return {
    streamChat: scripted(events),
    live,
    key: 'answer-1',
    request: { model: 'm1', messages: [], stream: true },
    connection: { style: 'openai' as const, endpoint: 'http://127.0.0.1:1/v1/chat/completions' },
    signal: new AbortController().signal,
    afterEvent,
  };
}

describe('streamAnswerStep', () => {
  it('adds one call to the draft and says why it ended, so a tool loop can run another step', async () => {
    const live = new LiveAnswers();
    live.start('answer-1');
    const draft: AnswerDraft = { content: 'Before. ', reasoning: '', usage: undefined, error: undefined };
    let events = 0;
    const end = await streamAnswerStep(
      stepInput(
        [
          { type: 'reasoning-delta', text: 'Look it up.' },
          { type: 'text-delta', text: 'Checking' },
          { type: 'tool-call', toolCallId: 'call-1', toolName: 'search', input: { query: 'x' } },
          { type: 'usage', inputTokens: 7, outputTokens: 3 },
          { type: 'end', finishReason: 'tool-calls' },
        ],
        live,
        () => {
          events += 1;
        },
      ),
      draft,
    );
    expect(end).toEqual({
      finishReason: 'tool-calls',
      toolCalls: [{ id: 'call-1', name: 'search', arguments: '{"query":"x"}' }],
      reasoningBlocks: [],
    });
    expect(draft).toEqual({
      content: 'Before. Checking',
      reasoning: 'Look it up.',
      usage: { inputTokens: 7, outputTokens: 3 },
      error: undefined,
    });
    expect(live.get('answer-1')).toMatchObject({ content: 'Checking', reasoning: 'Look it up.' });
    expect(events).toBe(5);
  });

  it('records a provider error and reports no reason when the stream stops without an end', async () => {
    const draft: AnswerDraft = { content: '', reasoning: '', usage: undefined, error: undefined };
    const end = await streamAnswerStep(
      stepInput([{ type: 'error', message: 'Overloaded', status: 529 }], new LiveAnswers(), () => undefined),
      draft,
    );
    expect(end).toEqual({ finishReason: undefined, toolCalls: [], reasoningBlocks: [] });
    expect(draft.error).toBe('Overloaded');
  });
});
