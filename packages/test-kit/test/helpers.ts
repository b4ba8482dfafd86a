// Drives the mock the way the app's provider adapters will: global fetch plus core's SSE reader.
import { readServerSentEvents, type ServerSentEvent } from '@confab/core/providers';

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  init: { signal?: AbortSignal } = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: init.signal,
  });
}

export async function readEvents(response: Response): Promise<ServerSentEvent[]> {
  if (!response.body) throw new Error('the response has no body');
  const events: ServerSentEvent[] = [];
  for await (const event of readServerSentEvents(response.body)) events.push(event);
  return events;
}

/** The JSON payloads of the events, skipping OpenAI's [DONE] sentinel. */
export function payloads(events: readonly ServerSentEvent[]): unknown[] {
  return events.filter((event) => event.data !== '[DONE]').map((event) => JSON.parse(event.data) as unknown);
}

export const openAIHeaders = { authorization: 'Bearer sk-test' };
export const anthropicHeaders = { 'x-api-key': 'sk-ant-test', 'anthropic-version': '2023-06-01' };
export const geminiHeaders = { 'x-goog-api-key': 'gemini-test' };

export function openAIRequest(text: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { model: 'gpt-mock', messages: [{ role: 'user', content: text }], ...extra };
}

export function anthropicRequest(text: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { model: 'claude-mock', max_tokens: 100, messages: [{ role: 'user', content: text }], ...extra };
}

export function geminiRequest(text: string): Record<string, unknown> {
  return { contents: [{ role: 'user', parts: [{ text }] }] };
}
