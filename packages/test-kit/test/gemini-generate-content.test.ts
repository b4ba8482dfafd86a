import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockProvider, type MockProvider } from '../src/index.ts';
import { geminiHeaders, geminiRequest, payloads, postJson, readEvents } from './helpers.ts';

interface GeminiResponse {
  candidates: {
    content: { role: string; parts: { text?: string; thought?: boolean }[] };
    finishReason?: string;
  }[];
  usageMetadata: {
    promptTokenCount: number;
    candidatesTokenCount: number;
    totalTokenCount: number;
    thoughtsTokenCount?: number;
  };
  modelVersion: string;
}

let mock: MockProvider;
beforeAll(async () => {
  mock = await startMockProvider();
});
afterAll(async () => {
  await mock.close();
});
beforeEach(() => {
  mock.reset();
});

describe('Gemini generateContent', () => {
  it('answers generateContent with candidates and usageMetadata', async () => {
    const response = await postJson(
      `${mock.url}/v1beta/models/gemini-mock:generateContent`,
      geminiRequest('Hello'),
      geminiHeaders,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      candidates: [
        {
          content: { role: 'model', parts: [{ text: 'Mock reply to: Hello' }] },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 4, totalTokenCount: 5 },
      modelVersion: 'gemini-mock',
    });
    expect(mock.requests[0]).toMatchObject({ style: 'gemini', model: 'gemini-mock', stream: false });
  });

  it('counts a word cut between two chunks once in the running usage', async () => {
    mock.script({ text: 'hello big world', chunkSize: 4, chunkUnit: 'character' });
    const response = await postJson(
      `${mock.url}/v1beta/models/gemini-mock:streamGenerateContent?alt=sse&key=query-key`,
      geminiRequest('Hi'),
    );
    const chunks = payloads(await readEvents(response)) as GeminiResponse[];
    const texts = chunks.map((chunk) => chunk.candidates[0]?.content.parts[0]?.text);
    expect(texts).toEqual(['hell', 'o bi', 'g wo', 'rld', '']);
    // The counts of "hell", "hello bi", "hello big wo", "hello big world".
    expect(chunks.map((chunk) => chunk.usageMetadata.candidatesTokenCount)).toEqual([1, 2, 3, 3, 3]);
  });

  it('streams alt=sse chunks with CRLF lines, cumulative usage, finishReason last and no [DONE]', async () => {
    mock.script({ text: 'a b c' });
    const response = await postJson(
      `${mock.url}/v1beta/models/gemini-mock:streamGenerateContent?alt=sse&key=query-key`,
      geminiRequest('Hi'),
    );
    const raw = await response.clone().text();
    expect(raw).toContain('\r\n\r\n');
    const events = await readEvents(response);
    expect(events.every((event) => event.data !== '[DONE]' && event.event === undefined)).toBe(true);
    const chunks = payloads(events) as GeminiResponse[];
    const texts = chunks.map((chunk) => chunk.candidates[0]?.content.parts[0]?.text);
    expect(texts).toEqual(['a ', 'b ', 'c', '']);
    expect(chunks.map((chunk) => chunk.candidates[0]?.finishReason)).toEqual([
      undefined,
      undefined,
      undefined,
      'STOP',
    ]);
    expect(chunks.map((chunk) => chunk.usageMetadata.candidatesTokenCount)).toEqual([1, 2, 3, 3]);
    expect(mock.requests[0]?.query).toEqual({ alt: 'sse', key: 'query-key' });
    expect(mock.requests[0]?.stream).toBe(true);
  });

  it('marks scripted reasoning parts as thoughts and counts them apart', async () => {
    mock.script({ reasoning: 'think hard', text: 'done' });
    const response = await postJson(
      `${mock.url}/v1beta/models/gemini-mock:generateContent`,
      geminiRequest('Q'),
      geminiHeaders,
    );
    const body = (await response.json()) as GeminiResponse;
    expect(body.candidates[0]?.content.parts).toEqual([
      { text: 'think hard', thought: true },
      { text: 'done' },
    ]);
    expect(body.usageMetadata).toEqual({
      promptTokenCount: 1,
      candidatesTokenCount: 1,
      thoughtsTokenCount: 2,
      totalTokenCount: 4,
    });
  });

  it('sends scripted function calls as functionCall parts', async () => {
    mock.script({ text: '', toolCalls: [{ name: 'lookup', input: { q: 'x' } }] });
    const response = await postJson(
      `${mock.url}/v1beta/models/gemini-mock:generateContent`,
      geminiRequest('Q'),
      geminiHeaders,
    );
    const body = (await response.json()) as GeminiResponse;
    expect(body.candidates[0]?.content.parts).toEqual([
      { functionCall: { name: 'lookup', args: { q: 'x' } } },
    ]);
  });
});
