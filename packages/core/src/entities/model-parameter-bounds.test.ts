import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isWithinBounds, modelParameterBounds, numericModelParameters } from './model-parameter-bounds.ts';
import { modelParametersSchema } from './model-parameters.ts';

const accepts = (parameter: string, value: number) =>
  z.safeParse(modelParametersSchema, { [parameter]: value }).success;

describe('model parameter bounds', () => {
  it.each(numericModelParameters)('the schema keeps %s to the declared bounds', (parameter) => {
    const bounds = modelParameterBounds[parameter];
    expect(accepts(parameter, bounds.min)).toBe(true);
    expect(accepts(parameter, bounds.min - 1)).toBe(false);
    if (bounds.max !== undefined) {
      expect(accepts(parameter, bounds.max)).toBe(true);
      expect(accepts(parameter, bounds.max + 0.5)).toBe(false);
    }
    expect(accepts(parameter, bounds.min + 0.5)).toBe(!bounds.whole);
  });

  it('states the ranges the forms and the schema share', () => {
    expect(modelParameterBounds.temperature).toMatchObject({ min: 0, max: 2 });
    expect(modelParameterBounds.topP).toMatchObject({ min: 0, max: 1 });
    expect(modelParameterBounds.maxTokens).toMatchObject({ min: 1, whole: true });
    expect(modelParameterBounds.presencePenalty).toMatchObject({ min: -2, max: 2 });
  });

  it('checks a number against bounds', () => {
    const bounds = { min: 0, max: 1, step: 0.1, whole: false };
    expect(isWithinBounds(0.5, bounds)).toBe(true);
    expect(isWithinBounds(Number.NaN, bounds)).toBe(false);
    expect(isWithinBounds(Infinity, { min: 0, step: 1, whole: true })).toBe(false);
    expect(isWithinBounds(2.5, { min: 0, step: 1, whole: true })).toBe(false);
  });
});
