import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLicenceKey, unlinkThisDevice, verifyStoredLicence } from './licence-actions.ts';
import { readLicenceStatus, setLicenceStatus } from './licence-status.ts';
import { readStoredLicence, saveStoredLicence } from './licence-storage.ts';
import { answerWith, makeTestLicensing } from './licence-test-keys.ts';

let licensing: Awaited<ReturnType<typeof makeTestLicensing>>;

beforeAll(async () => {
  licensing = await makeTestLicensing();
});

afterEach(() => {
  saveStoredLicence(undefined);
  setLicenceStatus({ verified: null });
  vi.useRealTimers();
});

const key = 'CONFAB-AAAAA-BBBBB-CCCCC-WXYZ';

function verify(fetchImplementation: typeof fetch, reopenPopup = vi.fn()) {
  return verifyStoredLicence({ publicKey: licensing.publicKey, fetchImplementation, reopenPopup });
}

describe('activating a key', () => {
  it('stores key, instance id and token, and verifies the licence', async () => {
    const token = await licensing.sign({ plan: 'premium' });
    const outcome = await activateLicenceKey(` ${key} `, {
      publicKey: licensing.publicKey,
      fetchImplementation: answerWith(200, { instanceID: 'inst-1', token }),
    });
    expect(outcome.ok).toBe(true);
    expect(readStoredLicence()).toEqual({ key, instanceID: 'inst-1', token });
    expect(readLicenceStatus()).toMatchObject({ verified: true, payload: { plan: 'premium' } });
  });

  it('refuses a grant whose token was not signed by the host', async () => {
    const other = await makeTestLicensing();
    const outcome = await activateLicenceKey(key, {
      publicKey: licensing.publicKey,
      fetchImplementation: answerWith(200, { instanceID: 'inst-1', token: await other.sign() }),
    });
    expect(outcome).toEqual({ ok: false, failure: { kind: 'failed' } });
    expect(readStoredLicence()).toBeUndefined();
  });
});

describe('verification on load', () => {
  it('is not verified without a stored key', async () => {
    await verify(answerWith(200, {}));
    expect(readLicenceStatus().verified).toBe(false);
  });

  it('verifies with a fresh token and stores it', async () => {
    saveStoredLicence({ key, instanceID: 'inst-1', token: 'old' });
    const token = await licensing.sign();
    await verify(answerWith(200, { instanceID: 'inst-1', token }));
    expect(readLicenceStatus().verified).toBe(true);
    expect(readStoredLicence()?.token).toBe(token);
  });

  it('on deviceUnlinked forgets the key and reopens the popup after 1 s', async () => {
    vi.useFakeTimers();
    saveStoredLicence({ key, instanceID: 'inst-1', token: await licensing.sign() });
    const reopenPopup = vi.fn();
    await verify(answerWith(403, { userMessage: 'Unlinked', deviceUnlinked: true }), reopenPopup);
    expect(readLicenceStatus().verified).toBe(false);
    expect(readStoredLicence()).toBeUndefined();
    expect(reopenPopup).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(reopenPopup).toHaveBeenCalledOnce();
  });

  it('on limitReached keeps the key, is not verified and reopens the popup', async () => {
    vi.useFakeTimers();
    saveStoredLicence({ key, instanceID: 'inst-1', token: await licensing.sign() });
    const reopenPopup = vi.fn();
    await verify(answerWith(403, { userMessage: 'Limit', limitReached: true }), reopenPopup);
    expect(readLicenceStatus().verified).toBe(false);
    expect(readStoredLicence()?.key).toBe(key);
    vi.advanceTimersByTime(1000);
    expect(reopenPopup).toHaveBeenCalledOnce();
  });

  it('on a server error uses the stored token when it verifies offline', async () => {
    saveStoredLicence({ key, instanceID: 'inst-1', token: await licensing.sign() });
    await verify(answerWith(503, { userMessage: 'Down' }));
    expect(readLicenceStatus().verified).toBe(true);
  });

  it('on 429 or no answer refuses an expired or tampered stored token', async () => {
    const now = Math.floor(Date.now() / 1000);
    saveStoredLicence({ key, instanceID: 'inst-1', token: await licensing.sign({ exp: now - 10 }) });
    await verify(answerWith(429, { userMessage: 'Slow down' }));
    expect(readLicenceStatus().verified).toBe(false);

    const [body, signature] = (await licensing.sign()).split('.');
    const tampered = `${btoa(atob(body ?? '').replace('standard', 'premium'))}.${signature ?? ''}`;
    saveStoredLicence({ key, instanceID: 'inst-1', token: tampered });
    await verify(() => Promise.reject(new TypeError('offline')));
    expect(readLicenceStatus().verified).toBe(false);
  });
});

describe('unlinking', () => {
  it('clears the key only when the server confirms', async () => {
    saveStoredLicence({ key, instanceID: 'inst-1' });
    expect(await unlinkThisDevice(answerWith(500, { userMessage: 'x' }))).toBe(false);
    expect(readStoredLicence()?.key).toBe(key);
    expect(await unlinkThisDevice(answerWith(200, { ok: true }))).toBe(true);
    expect(readStoredLicence()).toBeUndefined();
  });
});
