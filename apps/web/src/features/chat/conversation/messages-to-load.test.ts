import { describe, expect, it } from 'vitest';
import {
  firstScreenCharacters,
  firstScreenCount,
  firstScreenMessages,
  hiddenMessageCount,
  pagesToReveal,
} from './messages-to-load.ts';

describe('messages to load', () => {
  it('hides the oldest messages beyond the pages shown', () => {
    expect(hiddenMessageCount(120, 50, 0)).toBe(70);
    expect(hiddenMessageCount(120, 50, 1)).toBe(20);
    expect(hiddenMessageCount(120, 50, 2)).toBe(0);
    expect(hiddenMessageCount(10, 50, 0)).toBe(0);
  });

  it('shows every message when the setting is off (0)', () => {
    expect(hiddenMessageCount(500, 0, 0)).toBe(0);
    expect(pagesToReveal(500, 3, 0)).toBe(0);
  });

  it('reveals enough pages for a message a search points at', () => {
    expect(pagesToReveal(120, 100, 50)).toBe(0);
    expect(pagesToReveal(120, 60, 50)).toBe(1);
    expect(pagesToReveal(120, 0, 50)).toBe(2);
    expect(pagesToReveal(120, -1, 50)).toBe(0);
  });

  it('fills the first screen of a chat just opened with its newest messages', () => {
    const long = 'x'.repeat(firstScreenCharacters / 2);
    expect(firstScreenCount([])).toBe(0);
    expect(firstScreenCount(['a', 'b'])).toBe(2);
    expect(firstScreenCount(['a', long, 'b', long, 'c'])).toBe(4);
    expect(firstScreenCount(Array.from({ length: 30 }, () => 'short'))).toBe(firstScreenMessages);
    expect(firstScreenCount(['a', 'x'.repeat(firstScreenCharacters * 3)])).toBe(1);
  });
});
