// A whole Messages API answer into the same events a stream gives: reasoning, the text in one delta,
// tool calls, usage, end.
import { arrayField, recordField, stringField, usageEvents, type StreamEvent } from '../spec/index.ts';
import { mapAnthropicStopReason } from './map-anthropic-stop-reason.ts';
import { readAnthropicUsage } from './read-anthropic-usage.ts';

export function translateAnthropicMessage(message: unknown): StreamEvent[] {
  const blocks = arrayField(message, 'content');
  const reasoning = blocks.map((block) => stringField(block, 'thinking') ?? '').join('');
  const text = blocks
    .filter((block) => stringField(block, 'type') === 'text')
    .map((block) => stringField(block, 'text') ?? '')
    .join('');
  const events: StreamEvent[] = [];
  if (reasoning !== '') events.push({ type: 'reasoning-delta', text: reasoning });
  if (text !== '') events.push({ type: 'text-delta', text });
  events.push(...reasoningBlocksOf(blocks));
  for (const [index, block] of blocks.entries()) {
    if (stringField(block, 'type') !== 'tool_use') continue;
    events.push({
      type: 'tool-call',
      toolCallId: stringField(block, 'id') ?? `toolu_${index}`,
      toolName: stringField(block, 'name') ?? '',
      input: recordField(block, 'input') ?? {},
    });
  }
  events.push(...usageEvents(readAnthropicUsage(message)));
  events.push({ type: 'end', finishReason: mapAnthropicStopReason(stringField(message, 'stop_reason')) });
  return events;
}

/** Signed thinking and redacted thinking, to be sent back with this turn's tool results. */
function reasoningBlocksOf(blocks: readonly unknown[]): StreamEvent[] {
  return blocks.flatMap((block): StreamEvent[] => {
    const type = stringField(block, 'type');
    const signature = stringField(block, 'signature');
    const data = stringField(block, 'data');
    if (type === 'thinking' && signature !== undefined && signature !== '') {
      const text = stringField(block, 'thinking') ?? '';
      return [{ type: 'reasoning-block', block: { kind: 'thinking', text, signature } }];
    }
    if (type === 'redacted_thinking' && data !== undefined) {
      return [{ type: 'reasoning-block', block: { kind: 'redacted', data } }];
    }
    return [];
  });
}
