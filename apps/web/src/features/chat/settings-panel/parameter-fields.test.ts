import { describe, expect, it } from 'vitest';
import { modelParameterBounds } from '@confab/core';
import { numericParameterFields, readNumericParameters } from './parameter-fields.ts';

const empty = {
  temperature: '',
  topP: '',
  topK: '',
  maxTokens: '',
  presencePenalty: '',
  frequencyPenalty: '',
  contextLimit: '',
};

describe('chat settings parameter fields', () => {
  it('offer the ranges declared in core', () => {
    for (const field of numericParameterFields) {
      expect(field).toMatchObject(modelParameterBounds[field.key]);
    }
  });

  it('keep numbers in range, drop the rest and round whole-number fields', () => {
    expect(
      readNumericParameters({ ...empty, temperature: '1.5', topP: '3', maxTokens: '0', topK: '2.6' }),
    ).toEqual({ temperature: 1.5, topK: 3 });
  });
});
