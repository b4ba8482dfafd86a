import { describe, expect, it } from 'vitest';
import { tickRange } from './range-selection.ts';

const order = ['a', 'b', 'c', 'd', 'e'];
const sorted = (set: Set<string>) => [...set].sort().join('');

describe('tickRange', () => {
  it('ticks every chat between the anchor and the clicked one, either direction', () => {
    expect(sorted(tickRange(order, new Set(['b']), { anchorID: 'b', targetID: 'd', ticked: true }))).toBe(
      'bcd',
    );
    expect(sorted(tickRange(order, new Set(['d']), { anchorID: 'd', targetID: 'a', ticked: true }))).toBe(
      'abcd',
    );
  });

  it('unticks a range when the clicked chat is being unticked', () => {
    const selected = new Set(order);
    expect(sorted(tickRange(order, selected, { anchorID: 'b', targetID: 'd', ticked: false }))).toBe('ae');
  });

  it('changes only the clicked chat without an anchor in the list', () => {
    expect(sorted(tickRange(order, new Set(), { anchorID: null, targetID: 'c', ticked: true }))).toBe('c');
    expect(sorted(tickRange(order, new Set(['a']), { anchorID: 'gone', targetID: 'c', ticked: true }))).toBe(
      'ac',
    );
  });

  it('ticks a chat the list does not show (yet) on its own', () => {
    expect(sorted(tickRange(order, new Set(), { anchorID: 'a', targetID: 'z', ticked: true }))).toBe('z');
  });
});
