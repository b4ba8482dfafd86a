// A whole chat.completion into the same events a stream gives: reasoning, the text in one delta,
// tool calls, usage, end.
import {
  arrayField,
  parseToolInput,
  recordField,
  stringField,
  usageEvents,
  type StreamEvent,
} from '../spec/index.ts';
import { mapOpenAIFinishReason } from './map-openai-finish-reason.ts';
import { readOpenAIUsage } from './read-openai-usage.ts';

export function translateOpenAICompletion(completion: unknown): StreamEvent[] {
  const choice = arrayField(completion, 'choices')[0];
  const message = recordField(choice, 'message');
  const events: StreamEvent[] = [];
  const reasoning = stringField(message, 'reasoning_content') ?? stringField(message, 'reasoning');
  if (reasoning !== undefined && reasoning !== '') events.push({ type: 'reasoning-delta', text: reasoning });
  const text = stringField(message, 'content');
  if (text !== undefined && text !== '') events.push({ type: 'text-delta', text });
  for (const [index, call] of arrayField(message, 'tool_calls').entries()) {
    const functionPart = recordField(call, 'function');
    const inputText = stringField(functionPart, 'arguments') ?? '';
    events.push({
      type: 'tool-call',
      toolCallId: stringField(call, 'id') ?? `call_${index}`,
      toolName: stringField(functionPart, 'name') ?? '',
      input: parseToolInput(inputText),
      inputText,
    });
  }
  events.push(...usageEvents(readOpenAIUsage(completion) ?? {}));
  events.push({ type: 'end', finishReason: mapOpenAIFinishReason(stringField(choice, 'finish_reason')) });
  return events;
}
