import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/logging/logger.ts';
import { isSensitiveFieldName, redact, redactedMarker } from '../src/logging/redact.ts';
import { createTestApp } from './helpers/test-app.ts';

const openAiKey = 'sk-proj-4f9XbQ2mZ7kLwP0aTt';

function captureLogger(level: 'debug' | 'info' | 'warn' | 'error' = 'debug') {
  const lines: string[] = [];
  const logger = createLogger({
    level,
    sink: (line) => lines.push(line),
    now: () => new Date('2026-01-02T03:04:05.000Z'),
  });
  return { logger, lines };
}

describe('redaction', () => {
  it.each([
    'apiKey',
    'api_key',
    'x-api-key',
    'openAIKey',
    'accessToken',
    'refresh_token',
    'tokenHash',
    'Authorization',
    'password',
    'clientSecret',
    'cookie',
    'Set-Cookie',
    'code',
    'loginCode',
  ])('treats the field %s as sensitive', (name) => {
    expect(isSensitiveFieldName(name)).toBe(true);
  });

  it.each(['method', 'path', 'status', 'durationMs', 'keyword', 'monkey', 'email'])(
    'keeps the field %s',
    (name) => {
      expect(isSensitiveFieldName(name)).toBe(false);
    },
  );

  it('removes sensitive fields at any depth and secret-looking values anywhere', () => {
    const error = new Error(`Provider refused key ${openAiKey}`);
    const redacted = redact({
      provider: { name: 'openai', settings: { apiKey: openAiKey } },
      headers: [{ authorization: 'Bearer abc.def' }],
      note: `calling with Bearer abc.def and ${openAiKey}`,
      error,
    });
    const text = JSON.stringify(redacted);
    expect(text).not.toContain(openAiKey);
    expect(text).not.toContain('abc.def');
    expect(redacted).toMatchObject({
      provider: { name: 'openai', settings: { apiKey: redactedMarker } },
      note: `calling with Bearer ${redactedMarker} and sk-${redactedMarker}`,
      error: { name: 'Error', message: `Provider refused key sk-${redactedMarker}` },
    });
  });

  it('hides the password of a connection string', () => {
    expect(redact('connect to postgres://confab:hunter2@db:5432/confab failed')).toBe(
      `connect to postgres://confab:${redactedMarker}@db:5432/confab failed`,
    );
  });

  it('survives circular values', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(redact(loop)).toEqual({ name: 'loop', self: '[circular]' });
  });
});

describe('logger', () => {
  it('writes one JSON object per line with time, level and msg first', () => {
    const { logger, lines } = captureLogger();
    logger.info('started', { port: 8080, level: 'spoofed' });
    expect(lines).toEqual(['{"time":"2026-01-02T03:04:05.000Z","level":"info","msg":"started","port":8080}']);
  });

  it('drops lines below its level', () => {
    const { logger, lines } = captureLogger('warn');
    logger.debug('noise');
    logger.info('noise');
    logger.warn('kept');
    logger.error('kept');
    expect(lines).toHaveLength(2);
  });

  it('never writes a key, whatever field or message carries it', () => {
    const { logger, lines } = captureLogger();
    logger.error(`provider failed for ${openAiKey}`, {
      apiKey: openAiKey,
      request: { body: JSON.stringify({ key: openAiKey }) },
      error: new Error(`401 for ${openAiKey}`),
    });
    expect(lines.join('\n')).not.toContain(openAiKey);
  });
});

describe('request log', () => {
  it('logs method, path, status and duration, never query values or credential headers', async () => {
    const testApp = await createTestApp();
    try {
      await testApp.app.request('/api/version?code=one-time-4821&token=share-token-77', {
        headers: { authorization: `Bearer ${openAiKey}`, cookie: 'session=cookie-secret-99' },
      });
      const requestLine = testApp.logLines.find((line) => line.msg === 'request');
      expect(requestLine).toMatchObject({ method: 'GET', path: '/api/version', status: 200 });
      expect(typeof requestLine?.durationMs).toBe('number');
      const text = testApp.logText();
      for (const secret of ['one-time-4821', 'share-token-77', openAiKey, 'cookie-secret-99']) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await testApp.close();
    }
  });
});
