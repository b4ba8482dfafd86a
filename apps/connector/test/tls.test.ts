import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:https';
import { describe, expect, it } from 'vitest';
import { startTestConnector, testToken } from './helpers.ts';

/** A throwaway self-signed certificate for 127.0.0.1, or undefined without the openssl command. */
function makeCertificate(): { cert: Buffer; key: Buffer } | undefined {
  const directory = mkdtempSync(path.join(tmpdir(), 'confab-connector-tls-'));
  const certFile = path.join(directory, 'cert.pem');
  const keyFile = path.join(directory, 'key.pem');
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ]),
      { stdio: 'ignore' },
    );
  } catch {
    return undefined;
  }
  return { cert: readFileSync(certFile), key: readFileSync(keyFile) };
}

describe('TLS (CERTFILE, KEYFILE)', () => {
  it('serves https with the given certificate', async ({ skip }) => {
    const tls = makeCertificate();
    if (!tls) {
      skip('the openssl command is not installed');
      return;
    }
    const connector = await startTestConnector({ tls });
    try {
      expect(connector.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const body = await new Promise<string>((resolve, reject) => {
        const pending = request(
          `${connector.url}/ping`,
          { headers: { Authorization: `Bearer ${testToken}` }, ca: tls.cert },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
            response.on('end', () => {
              resolve(text);
            });
          },
        );
        pending.on('error', reject);
        pending.end();
      });
      expect(JSON.parse(body)).toEqual({ status: 'ok' });
    } finally {
      await connector.close();
    }
  });
});
