import { describe, expect, it } from 'vitest';
import { currentDateTime, type TimeEnvironment } from './current-date-time.ts';

// 2026-07-01 12:00:00 UTC: summer time in Paris (UTC+2), winter in Sydney (UTC+10).
const environment: TimeEnvironment = {
  now: () => Date.UTC(2026, 6, 1, 12, 0, 0),
  locale: 'en-GB',
  timeZone: 'Europe/Paris',
};

describe('current date and time tool', () => {
  it("answers in the person's own time zone and locale", () => {
    const answer = currentDateTime({}, environment);
    expect(answer.timeZone).toBe('Europe/Paris');
    expect(answer.utc).toBe('2026-07-01T12:00:00.000Z');
    expect(answer.utcOffset).toBe('GMT+02:00');
    // Punctuation between the parts differs between ICU versions, so the parts are checked alone.
    expect(answer.local).toContain('Wednesday');
    expect(answer.local).toContain('1 July 2026');
    expect(answer.local).toContain('14:00:00');
  });

  it('answers in another IANA zone when asked', () => {
    const answer = currentDateTime({ timeZone: 'Australia/Sydney' }, environment);
    expect(answer.timeZone).toBe('Australia/Sydney');
    expect(answer.utcOffset).toBe('GMT+10:00');
    expect(answer.local).toContain('22:00:00');
    expect(currentDateTime({ timeZone: 'UTC' }, environment).utcOffset).toBe('GMT+00:00');
  });

  it('refuses a zone Intl does not know, or one that is not a name', () => {
    expect(() => currentDateTime({ timeZone: 'Mars/Olympus_Mons' }, environment)).toThrow(
      'Unknown time zone "Mars/Olympus_Mons"',
    );
    expect(() => currentDateTime({ timeZone: 7 }, environment)).toThrow('IANA time zone name');
    expect(() => currentDateTime({ timeZone: 'A'.repeat(200) }, environment)).toThrow('IANA time zone name');
  });

  it('falls back to English when the locale is not one Intl accepts', () => {
    expect(currentDateTime({}, { ...environment, locale: 'not a locale!' }).local).toContain('July');
  });
});
