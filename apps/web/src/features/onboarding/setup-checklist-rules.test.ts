import { describe, expect, it } from 'vitest';
import { checklistProgress, tokenIssuedAt, tokenPredatesFirstMessageRule } from './setup-checklist-rules.ts';

const none = { apiKey: false, firstMessage: false, licence: false, login: false };

function jwtIssuedAt(seconds: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'none' })}.${encode({ iat: seconds })}.signature`;
}

describe('checklistProgress', () => {
  it('counts the base step as done, so a new workspace starts at a quarter without licences', () => {
    const progress = checklistProgress(none, { licencesAvailable: false });
    expect(progress.steps.map((step) => step.id)).toEqual(['apiKey', 'firstMessage', 'login']);
    expect([progress.done, progress.total, progress.percent, progress.complete]).toEqual([1, 4, 25, false]);
  });

  it('has four steps plus the base one where licences exist', () => {
    const progress = checklistProgress({ ...none, apiKey: true, licence: true }, { licencesAvailable: true });
    expect(progress.steps.map((step) => step.id)).toEqual(['apiKey', 'firstMessage', 'licence', 'login']);
    expect([progress.done, progress.total, progress.percent]).toEqual([3, 5, 60]);
  });

  it('is complete when every shown step is done', () => {
    const progress = checklistProgress(
      { apiKey: true, firstMessage: true, licence: false, login: true },
      { licencesAvailable: false },
    );
    expect([progress.percent, progress.complete]).toEqual([100, true]);
  });
});

describe('the 2024-09-03 rule', () => {
  it('counts a token issued before 2024-09-03 as having sent a first message', () => {
    expect(tokenPredatesFirstMessageRule(jwtIssuedAt(Date.UTC(2024, 8, 2, 23, 59) / 1000))).toBe(true);
    expect(tokenPredatesFirstMessageRule(jwtIssuedAt(Date.UTC(2024, 8, 3) / 1000))).toBe(false);
  });

  it('does not apply to opaque tokens, garbage or no token', () => {
    expect(tokenIssuedAt('b64urlRandomSessionToken_xyz')).toBe(undefined);
    expect(tokenIssuedAt('a.%%%.c')).toBe(undefined);
    expect(tokenPredatesFirstMessageRule(undefined)).toBe(false);
  });
});
