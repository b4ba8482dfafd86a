import { describe, expect, it } from 'vitest';
import { statusOfAnthropicErrorType } from '../anthropic/map-anthropic-error-type.ts';
import { stringField } from './json-values.ts';

// A provider's JSON or error type named after an Object.prototype member must find nothing.
describe.each(['constructor', 'toString', '__proto__'])('the key %s', (name) => {
  it('is not a field of provider JSON that lacks it', () => {
    expect(stringField({ text: 'a' }, name)).toBeUndefined();
  });

  it('is not an Anthropic error type', () => {
    expect(statusOfAnthropicErrorType(name)).toBeUndefined();
  });
});
