import type { ModelParametersSetting } from '@confab/core';

export type NumericParameter = Exclude<keyof ModelParametersSetting, 'reasoningEffort' | 'promptCaching'>;

export interface NumberBounds {
  min: number;
  max?: number;
  step: number;
  whole: boolean;
}

/** The ranges of modelParametersSchema, repeated for the inputs' min/max/step and the inline errors. */
export const parameterBounds: Record<NumericParameter, NumberBounds> = {
  temperature: { min: 0, max: 2, step: 0.1, whole: false },
  topP: { min: 0, max: 1, step: 0.05, whole: false },
  topK: { min: 0, step: 1, whole: true },
  maxTokens: { min: 1, step: 1, whole: true },
  presencePenalty: { min: -2, max: 2, step: 0.1, whole: false },
  frequencyPenalty: { min: -2, max: 2, step: 0.1, whole: false },
  contextLimit: { min: 0, step: 1, whole: true },
};

/** Reads a typed number: undefined for empty (the provider's default), null when out of bounds. */
export function parseBoundedNumber(text: string, bounds: NumberBounds): number | undefined | null {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value < bounds.min) return null;
  if (bounds.max !== undefined && value > bounds.max) return null;
  if (bounds.whole && !Number.isInteger(value)) return null;
  return value;
}
