import { describe, expect, it } from 'vitest';
import { canonicalJSON } from './canonical-json.ts';

describe('canonicalJSON', () => {
  it('sorts keys at every depth, keeps array order and drops undefined fields', () => {
    expect(canonicalJSON({ b: 1, a: { d: [3, { z: true, y: null }], c: undefined } })).toBe(
      '{"a":{"d":[3,{"y":null,"z":true}]},"b":1}',
    );
  });
  it('does not depend on the order keys were written in', () => {
    expect(canonicalJSON({ title: 'Poet', categories: ['writing'] })).toBe(
      canonicalJSON({ categories: ['writing'], title: 'Poet' }),
    );
  });
});
