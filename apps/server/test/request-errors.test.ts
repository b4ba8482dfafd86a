import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { genericUserMessage, HttpError } from '../src/http/http-error.ts';
import { readJsonBody } from '../src/http/read-json-body.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const noteSchema = z.object({ title: z.string().check(z.minLength(1)) });

// Routes that exist only in this test, to reach the helpers through a real request.
function registerTestRoutes(app: Hono): void {
  app.post('/api/test/notes', async (context) => {
    const note = await readJsonBody(context, noteSchema);
    return context.json({ saved: note.title });
  });
  app.get('/api/test/forbidden', () => {
    throw new HttpError(403, 'You cannot open this chat.');
  });
  app.get('/api/test/crash', () => {
    throw new Error('database password is hunter2 at /srv/confab/db.ts:12');
  });
}

function postJson(testApp: TestApp, body: string, headers: Record<string, string> = {}) {
  return testApp.app.request('/api/test/notes', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('request errors', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ bodyLimitBytes: 1024, registerRoutes: registerTestRoutes });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('accepts a valid JSON body', async () => {
    const response = await postJson(testApp, JSON.stringify({ title: 'Hello' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ saved: 'Hello' });
  });

  it('answers 400 to malformed JSON and keeps serving', async () => {
    const response = await postJson(testApp, '{"title": "Hello"');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ userMessage: 'The request body is not valid JSON.' });
    expect((await testApp.app.request('/api/health')).status).toBe(200);
  });

  it('answers 400 naming the field when the body fails the schema', async () => {
    const response = await postJson(testApp, JSON.stringify({ title: 42 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      userMessage: 'The request body has a missing or invalid field: title.',
    });
  });

  it('answers 415 when the body is not declared as JSON', async () => {
    const response = await postJson(testApp, JSON.stringify({ title: 'Hello' }), {
      'content-type': 'text/plain',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toHaveProperty('userMessage');
  });

  it('answers 413 when the declared body is over the limit', async () => {
    const response = await postJson(testApp, JSON.stringify({ title: 'x'.repeat(2000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      userMessage: 'The request is too large. Send less data at once.',
    });
  });

  it('answers 413 when a streamed body without length grows over the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(600));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await testApp.app.request(
      new Request('http://localhost/api/test/notes', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        body: stream,
        duplex: 'half',
      }),
    );
    expect(response.status).toBe(413);
  });

  it('answers an HttpError with its status and userMessage', async () => {
    const response = await testApp.app.request('/api/test/forbidden');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ userMessage: 'You cannot open this chat.' });
  });

  it('answers an unexpected error with 500 and the generic message, and logs it', async () => {
    const response = await testApp.app.request('/api/test/crash');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ userMessage: genericUserMessage });
    expect(text).not.toMatch(/hunter2|db\.ts|at /);
    const failure = testApp.logLines.find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({ level: 'error', path: '/api/test/crash' });
  });
});
