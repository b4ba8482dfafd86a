// A whole generateContent answer into the same events a stream gives: reasoning, the text in one
// delta, tool calls, usage, end.
import { usageEvents, type StreamEvent } from '../spec/index.ts';
import { mapGeminiFinishReason } from './map-gemini-finish-reason.ts';
import { countToolCalls, readGeminiCandidate } from './read-gemini-candidate.ts';
import { readGeminiUsage } from './read-gemini-usage.ts';

export function translateGeminiResponse(response: unknown): StreamEvent[] {
  const reading = readGeminiCandidate(response, 0);
  const joined = (type: 'reasoning-delta' | 'text-delta'): StreamEvent[] => {
    const text = reading.events.map((event) => (event.type === type ? event.text : '')).join('');
    return text === '' ? [] : [{ type, text }];
  };
  const hasToolCalls = countToolCalls(reading.events) > 0;
  return [
    ...joined('reasoning-delta'),
    ...joined('text-delta'),
    ...reading.events.filter((event) => event.type === 'tool-call'),
    ...usageEvents(readGeminiUsage(response) ?? {}),
    { type: 'end', finishReason: mapGeminiFinishReason(reading.finishReason ?? 'STOP', { hasToolCalls }) },
  ];
}
