import { describe, expect, it } from 'vitest';
import { buildProviderMessages } from './build-provider-messages.ts';
import { testMessage } from './test-messages.ts';

const oslo = { id: 'c1', name: 'weather', arguments: '{"city":"Oslo"}', result: 'Sunny', step: 0 };
const toolCalls = [
  oslo,
  { id: 'c2', name: 'time', arguments: '{}', error: 'Clock broke', step: 0 },
  { id: 'c3', name: 'weather', arguments: '{"city":"Rome"}', step: 1, signature: 'sig-3' },
];

describe('replaying an answer that used tools', () => {
  it('sends each step as a call turn and a result turn before the answer text', () => {
    const path = [
      testMessage('u1', 0, { role: 'user', content: 'Weather?' }),
      testMessage('a1', 1, { role: 'assistant', content: 'Sunny in Oslo.', toolCalls }),
      testMessage('u2', 2, { role: 'user', content: 'Thanks' }),
    ];
    expect(buildProviderMessages(path).messages).toEqual([
      { role: 'user', content: 'Weather?' },
      {
        role: 'assistant',
        content: '',
        toolCalls: [
          { id: 'c1', name: 'weather', arguments: '{"city":"Oslo"}' },
          { id: 'c2', name: 'time', arguments: '{}' },
        ],
      },
      {
        role: 'tool',
        content: '',
        toolResults: [
          { callID: 'c1', name: 'weather', content: 'Sunny' },
          { callID: 'c2', name: 'time', content: 'Clock broke', isError: true },
        ],
      },
      {
        role: 'assistant',
        content: '',
        toolCalls: [{ id: 'c3', name: 'weather', arguments: '{"city":"Rome"}', signature: 'sig-3' }],
      },
      {
        role: 'tool',
        content: '',
        toolResults: [{ callID: 'c3', name: 'weather', content: 'The tool was not run.', isError: true }],
      },
      { role: 'assistant', content: 'Sunny in Oslo.' },
      { role: 'user', content: 'Thanks' },
    ]);
  });

  it('uses the primary response of a multi-model message', () => {
    const path = [
      testMessage('u1', 0, { role: 'user', content: 'Weather?' }),
      testMessage('a1', 1, {
        role: 'assistant',
        content: '',
        type: 'tm_multi_responses',
        primaryResponseID: 'r2',
        responses: [
          { uuid: 'r1', content: 'First', createdAt: 1 },
          { uuid: 'r2', content: 'Second', createdAt: 1, toolCalls: [oslo] },
        ],
      }),
    ];
    const messages = buildProviderMessages(path).messages;
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant', 'tool', 'assistant']);
    expect(messages.at(-1)?.content).toBe('Second');
  });

  it('never starts a context-limited history with results whose calls were cut off', () => {
    const path = [
      testMessage('u1', 0, { role: 'user', content: 'Weather?' }),
      testMessage('a1', 1, { role: 'assistant', content: 'Sunny.', toolCalls: [oslo] }),
      testMessage('u2', 2, { role: 'user', content: 'Thanks' }),
    ];
    const messages = buildProviderMessages(path, { contextLimit: 3 }).messages;
    expect(messages).toEqual([
      { role: 'assistant', content: 'Sunny.' },
      { role: 'user', content: 'Thanks' },
    ]);
  });
});
