import { describe, expect, it } from 'vitest';
import { hasOwnKey, lookupOwn, setOwn } from './own-keys.ts';

const prototypeNames = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('own-key lookups', () => {
  const table: Record<string, number> = { writing: 1, coding: 2 };

  it('finds own entries', () => {
    expect(lookupOwn(table, 'coding')).toBe(2);
    expect(hasOwnKey(table, 'writing')).toBe(true);
  });

  it.each(prototypeNames)(
    'answers nothing for %s, which a plain lookup finds on Object.prototype',
    (name) => {
      expect(lookupOwn(table, name)).toBeUndefined();
      expect(hasOwnKey(table, name)).toBe(false);
    },
  );

  it('finds an own "__proto__" entry as data, as JSON.parse makes one', () => {
    const parsed = JSON.parse('{"__proto__": 7}') as Record<string, number>;
    expect(lookupOwn(parsed, '__proto__')).toBe(7);
  });
});

describe('own-key writes', () => {
  it('stores "__proto__" as an entry, not as the prototype', () => {
    const table: Record<string, string> = {};
    setOwn(table, '__proto__', 'value');
    expect(Object.getPrototypeOf(table)).toBe(Object.prototype);
    expect(lookupOwn(table, '__proto__')).toBe('value');
    expect(Object.keys(table)).toEqual(['__proto__']);
  });
});
