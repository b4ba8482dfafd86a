// chat.completion.chunk events into stream events. Text and reasoning go out as they come; tool calls
// when their choice finishes; usage just before `end`, which `[DONE]` triggers.
import {
  arrayField,
  errorMessageOf,
  failureEvents,
  isRecord,
  numberField,
  parseJson,
  recordField,
  stringField,
  usageEvents,
  type FinishReason,
  type ServerSentEvent,
  type StreamEvent,
  type UsageFigures,
} from '../spec/index.ts';
import { mapOpenAIFinishReason } from './map-openai-finish-reason.ts';
import { createOpenAIToolCallAccumulator } from './openai-tool-call-accumulator.ts';
import { readOpenAIUsage } from './read-openai-usage.ts';

export async function* translateOpenAIStream(
  events: AsyncIterable<ServerSentEvent>,
): AsyncGenerator<StreamEvent, void, undefined> {
  const toolCalls = createOpenAIToolCallAccumulator();
  let usage: UsageFigures = {};
  let finishReason: FinishReason | undefined;
  const finish = (): StreamEvent[] => [
    ...toolCalls.flush(),
    ...usageEvents(usage),
    { type: 'end', finishReason: finishReason ?? 'stop' },
  ];

  for await (const event of events) {
    if (event.data === '[DONE]') {
      yield* finish();
      return;
    }
    const chunk = parseJson(event.data);
    if (!isRecord(chunk)) continue;
    // OpenRouter reports failures after the stream started as a chunk with an `error` object.
    if (chunk.error !== undefined) {
      const status = numberField(recordField(chunk, 'error'), 'code');
      const message = errorMessageOf(chunk) ?? 'The provider reported an error.';
      yield* failureEvents(status === undefined ? { message } : { message, status });
      return;
    }
    usage = readOpenAIUsage(chunk) ?? usage;
    for (const choice of arrayField(chunk, 'choices')) {
      const delta = recordField(choice, 'delta');
      yield* deltaEvents(delta);
      toolCalls.add(delta);
      const reason = stringField(choice, 'finish_reason');
      if (reason !== undefined) finishReason = mapOpenAIFinishReason(reason);
    }
  }
  // Some compatible servers end the stream after the finish reason without `[DONE]`: still complete.
  if (finishReason !== undefined) yield* finish();
}

function deltaEvents(delta: Record<string, unknown> | undefined): StreamEvent[] {
  const events: StreamEvent[] = [];
  // DeepSeek and vLLM name it reasoning_content; OpenRouter and Ollama name it reasoning.
  const reasoning = stringField(delta, 'reasoning_content') ?? stringField(delta, 'reasoning');
  if (reasoning !== undefined && reasoning !== '') events.push({ type: 'reasoning-delta', text: reasoning });
  const text = stringField(delta, 'content');
  if (text !== undefined && text !== '') events.push({ type: 'text-delta', text });
  return events;
}
