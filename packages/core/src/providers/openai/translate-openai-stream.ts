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
  type StreamEvent,
  type StreamTranslation,
  type UsageFigures,
} from '../spec/index.ts';
import { mapOpenAIFinishReason } from './map-openai-finish-reason.ts';
import { createOpenAIToolCallAccumulator } from './openai-tool-call-accumulator.ts';
import { readOpenAIUsage } from './read-openai-usage.ts';

export function translateOpenAIStream(): StreamTranslation {
  const toolCalls = createOpenAIToolCallAccumulator();
  let usage: UsageFigures = {};
  let finishReason: FinishReason | undefined;
  const finish = (out: StreamEvent[]) => {
    out.push(...toolCalls.flush(), ...usageEvents(usage), {
      type: 'end',
      finishReason: finishReason ?? 'stop',
    });
  };

  return {
    read(event, out) {
      if (event.data === '[DONE]') {
        finish(out);
        return;
      }
      const chunk = parseJson(event.data);
      if (!isRecord(chunk)) return;
      // OpenRouter reports failures after the stream started as a chunk with an `error` object.
      if (chunk.error !== undefined) {
        const status = numberField(recordField(chunk, 'error'), 'code');
        const message = errorMessageOf(chunk) ?? 'The provider reported an error.';
        out.push(...failureEvents(status === undefined ? { message } : { message, status }));
        return;
      }
      usage = readOpenAIUsage(chunk) ?? usage;
      for (const choice of arrayField(chunk, 'choices')) {
        const delta = recordField(choice, 'delta');
        pushDeltaEvents(delta, out);
        toolCalls.add(delta);
        const reason = stringField(choice, 'finish_reason');
        if (reason !== undefined) finishReason = mapOpenAIFinishReason(reason);
      }
    },
    finish(out) {
      // Some compatible servers end the stream after the finish reason without `[DONE]`: still complete.
      if (finishReason !== undefined) finish(out);
    },
  };
}

function pushDeltaEvents(delta: Record<string, unknown> | undefined, events: StreamEvent[]): void {
  // DeepSeek and vLLM name it reasoning_content; OpenRouter and Ollama name it reasoning.
  const reasoning = stringField(delta, 'reasoning_content') ?? stringField(delta, 'reasoning');
  if (reasoning !== undefined && reasoning !== '') events.push({ type: 'reasoning-delta', text: reasoning });
  const text = stringField(delta, 'content');
  if (text !== undefined && text !== '') events.push({ type: 'text-delta', text });
}
