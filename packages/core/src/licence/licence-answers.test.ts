import { describe, expect, it } from 'vitest';
import { readActivationAnswer, readVerifyAnswer } from './licence-answers.ts';

const grant = { instanceID: 'i-1', token: 'payload.signature' };

describe('readActivationAnswer', () => {
  it('accepts a grant', () => {
    expect(readActivationAnswer({ status: 200, body: grant })).toEqual({ ok: true, grant });
  });

  it('turns 500 and above into the generic server failure', () => {
    expect(readActivationAnswer({ status: 503, body: { userMessage: 'down' } })).toEqual({
      ok: false,
      failure: { kind: 'server' },
    });
  });

  it('reads limitReached with the limit and usage', () => {
    const body = { userMessage: 'x', limitReached: true, activationLimit: 1, activationUsage: 1 };
    expect(readActivationAnswer({ status: 400, body })).toEqual({
      ok: false,
      failure: { kind: 'limitReached', activationLimit: 1, activationUsage: 1 },
    });
  });

  it('keeps the userMessage of deviceUnlinked and other refusals', () => {
    expect(
      readActivationAnswer({ status: 400, body: { userMessage: 'Gone', deviceUnlinked: true } }),
    ).toEqual({
      ok: false,
      failure: { kind: 'deviceUnlinked', userMessage: 'Gone' },
    });
    expect(readActivationAnswer({ status: 404, body: { userMessage: 'Unknown key' } })).toEqual({
      ok: false,
      failure: { kind: 'refused', userMessage: 'Unknown key' },
    });
    expect(readActivationAnswer({ status: 400, body: 'not json' })).toEqual({
      ok: false,
      failure: { kind: 'refused' },
    });
  });

  it('treats no answer or a malformed success as a plain failure', () => {
    expect(readActivationAnswer({ status: 'network' })).toEqual({ ok: false, failure: { kind: 'failed' } });
    expect(readActivationAnswer({ status: 200, body: {} })).toEqual({
      ok: false,
      failure: { kind: 'failed' },
    });
  });
});

describe('readVerifyAnswer', () => {
  it('verifies with a fresh grant', () => {
    expect(readVerifyAnswer({ status: 200, body: grant })).toEqual({ kind: 'verified', grant });
  });

  it('reopens the popup on limitReached, and forgets the key on deviceUnlinked', () => {
    expect(readVerifyAnswer({ status: 403, body: { userMessage: 'x', limitReached: true } })).toEqual({
      kind: 'refused',
      openPopup: true,
      forgetKey: false,
    });
    expect(readVerifyAnswer({ status: 403, body: { userMessage: 'x', deviceUnlinked: true } })).toEqual({
      kind: 'refused',
      openPopup: true,
      forgetKey: true,
    });
    expect(readVerifyAnswer({ status: 404, body: { userMessage: 'Unknown' } })).toEqual({
      kind: 'refused',
      openPopup: false,
      forgetKey: false,
    });
  });

  it('falls back to the stored token on 5xx, 429 and network failures', () => {
    for (const answer of [
      { status: 502, body: {} },
      { status: 429, body: {} },
      { status: 'network' as const },
    ]) {
      expect(readVerifyAnswer(answer)).toEqual({ kind: 'useStoredToken' });
    }
  });
});
