import { describe, expect, it } from 'vitest';
import {
  connectorCommand,
  generateConnectorToken,
  localConnectorURLs,
  preCheckDelayMilliseconds,
} from './local-connector-urls.ts';
import { remoteConnectorURL } from './remote-connector-url.ts';

describe('connector set-up rules', () => {
  it('checks a remote URL as spec §5 says and keeps it without a trailing slash', () => {
    expect(remoteConnectorURL('  ')).toEqual({ ok: false, error: 'required' });
    expect(remoteConnectorURL('not a url')).toEqual({ ok: false, error: 'invalid' });
    expect(remoteConnectorURL('ftp://host/')).toEqual({ ok: false, error: 'invalid' });
    expect(remoteConnectorURL(' https://mcp.example.com/connector/ ')).toEqual({
      ok: true,
      url: 'https://mcp.example.com/connector',
    });
  });

  it('polls localhost on both ports over http and https, after spec §9 random delays', () => {
    expect(localConnectorURLs).toEqual([
      'http://localhost:50880',
      'http://localhost:50881',
      'https://localhost:50880',
      'https://localhost:50881',
    ]);
    expect([0, 1].map((random) => preCheckDelayMilliseconds('local', () => random))).toEqual([500, 2000]);
    expect([0, 1].map((random) => preCheckDelayMilliseconds('remote', () => random))).toEqual([2000, 5000]);
  });

  it('shows the command with a fresh token and the page origin', () => {
    const token = generateConnectorToken();
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(generateConnectorToken()).not.toBe(token);
    expect(connectorCommand(token, 'https://confab.example')).toBe(
      `npx confab-connector ${token} --origin https://confab.example`,
    );
  });
});
