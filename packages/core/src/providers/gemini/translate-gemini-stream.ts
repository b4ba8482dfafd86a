// Gemini's alt=sse stream: every event is a whole GenerateContentResponse with cumulative usage. There
// is no `[DONE]`: the answer is complete when a chunk carried a finish reason and the stream then ended.
import {
  errorMessageOf,
  failureEvents,
  isRecord,
  numberField,
  parseJson,
  recordField,
  usageEvents,
  type StreamTranslation,
  type UsageFigures,
} from '../spec/index.ts';
import { mapGeminiFinishReason } from './map-gemini-finish-reason.ts';
import { countToolCalls, readGeminiCandidate } from './read-gemini-candidate.ts';
import { readGeminiUsage } from './read-gemini-usage.ts';

export function translateGeminiStream(): StreamTranslation {
  let usage: UsageFigures = {};
  let finishReason: string | undefined;
  let toolCallCount = 0;

  return {
    read(event, out) {
      const response = parseJson(event.data);
      if (!isRecord(response)) return;
      if (response.error !== undefined) {
        const status = numberField(recordField(response, 'error'), 'code');
        const message = errorMessageOf(response) ?? 'The provider reported an error.';
        out.push(...failureEvents(status === undefined ? { message } : { message, status }));
        return;
      }
      const reading = readGeminiCandidate(response, toolCallCount);
      toolCallCount += countToolCalls(reading.events);
      out.push(...reading.events);
      usage = readGeminiUsage(response) ?? usage;
      finishReason = reading.finishReason ?? finishReason;
    },
    finish(out) {
      if (finishReason === undefined) return;
      out.push(...usageEvents(usage), {
        type: 'end',
        finishReason: mapGeminiFinishReason(finishReason, { hasToolCalls: toolCallCount > 0 }),
      });
    },
  };
}
