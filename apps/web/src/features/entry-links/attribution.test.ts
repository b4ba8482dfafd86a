import { afterEach, describe, expect, it } from 'vitest';
import { keepAttribution, readAttribution } from './attribution.ts';

describe('attribution', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('keeps ref and utm_* for the tab, and nothing else', () => {
    keepAttribution(new URLSearchParams('?ref=friend&utm_source=news&utm_campaign=autumn&agent=a-1'));
    expect([...readAttribution()]).toEqual([
      ['ref', 'friend'],
      ['utm_source', 'news'],
      ['utm_campaign', 'autumn'],
    ]);
    expect(localStorage.length).toBe(0);
  });

  it('lets a later link replace a value and keeps the others', () => {
    keepAttribution(new URLSearchParams('?ref=first&utm_medium=mail'));
    keepAttribution(new URLSearchParams('?ref=second'));
    expect(readAttribution().get('ref')).toBe('second');
    expect(readAttribution().get('utm_medium')).toBe('mail');
  });

  it('reads nothing from a damaged entry', () => {
    sessionStorage.setItem('confab.attribution', '{not json');
    expect(readAttribution().size).toBe(0);
    sessionStorage.setItem(
      'confab.attribution',
      JSON.stringify([
        ['agent', 'x'],
        ['ref', 'ok'],
      ]),
    );
    expect([...readAttribution()]).toEqual([['ref', 'ok']]);
  });
});
