import { describe, expect, it } from 'vitest';
import { canonicalJSON } from './canonical-json.ts';
import { sha256Hex } from './sha256-hex.ts';

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

describe('sha256Hex', () => {
  it('matches the published SHA-256 test vectors', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});
