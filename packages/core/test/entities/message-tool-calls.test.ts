import { describe, expect, it } from 'vitest';
import { messageSchema, toolCallLimits } from '@confab/core/entities';

const answer = {
  uuid: 'm-2',
  chatID: 'c-1',
  role: 'assistant',
  content: 'Sunny.',
  order: 1,
  createdAt: 1,
  updatedAt: 2,
  syncedAt: null,
};
const call = { id: 'call_1', name: 'get_weather', arguments: '{"city":"Oslo"}' };

describe('stored tool calls', () => {
  it('keep older messages valid: calls without outcome, timing or step, and no calls at all', () => {
    expect(messageSchema.safeParse(answer).success).toBe(true);
    expect(messageSchema.safeParse({ ...answer, toolCalls: [call] }).success).toBe(true);
  });

  it('hold outcome, step and timing, on a message and on a multi-model response', () => {
    const ran = { ...call, result: 'Sunny', step: 0, startedAt: 10, durationMs: 4, signature: 'sig' };
    const failed = { ...call, id: 'call_2', error: 'Down', step: 1, startedAt: 20, durationMs: 0 };
    const parsed = messageSchema.parse({ ...answer, toolCalls: [ran, failed] });
    expect(parsed.toolCalls).toEqual([ran, failed]);
    const multi = {
      ...answer,
      type: 'tm_multi_responses',
      responses: [{ uuid: 'r1', content: 'Sunny.', createdAt: 1, toolCalls: [ran] }],
    };
    expect(messageSchema.parse(multi).responses?.[0]?.toolCalls).toEqual([ran]);
  });

  it('refuse oversized or malformed calls, so an import or a sync cannot bloat a message', () => {
    const tooLong = 'x'.repeat(toolCallLimits.textCharacters + 1);
    const tooMany = Array.from({ length: toolCallLimits.callsPerMessage + 1 }, (_, index) => ({
      ...call,
      id: `call_${index}`,
    }));
    for (const toolCalls of [
      [{ ...call, result: tooLong }],
      [{ ...call, arguments: tooLong }],
      [{ ...call, name: '' }],
      [{ ...call, durationMs: -1 }],
      tooMany,
    ]) {
      expect(messageSchema.safeParse({ ...answer, toolCalls }).success).toBe(false);
    }
  });
});
