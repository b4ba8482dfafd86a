/** The model parameters a person types as numbers, in the order the forms show them. */
export const numericModelParameters = [
  'temperature',
  'topP',
  'topK',
  'maxTokens',
  'presencePenalty',
  'frequencyPenalty',
  'contextLimit',
] as const;

export type NumericModelParameter = (typeof numericModelParameters)[number];

export interface NumberBounds {
  min: number;
  /** Absent: no upper bound. */
  max?: number;
  /** The input's step, as the forms offer it. */
  step: number;
  /** Only whole numbers are valid. */
  whole: boolean;
}

/**
 * The one statement of each parameter's range: the stored schema, the Models tab's defaults and the
 * chat settings dialog all read it, so a range cannot differ between what a form offers and what is kept.
 */
export const modelParameterBounds: Readonly<Record<NumericModelParameter, NumberBounds>> = {
  temperature: { min: 0, max: 2, step: 0.1, whole: false },
  topP: { min: 0, max: 1, step: 0.05, whole: false },
  topK: { min: 0, step: 1, whole: true },
  maxTokens: { min: 1, step: 1, whole: true },
  presencePenalty: { min: -2, max: 2, step: 0.1, whole: false },
  frequencyPenalty: { min: -2, max: 2, step: 0.1, whole: false },
  contextLimit: { min: 0, step: 1, whole: true },
};

/** Whether a number lies within the bounds (whole where they ask for it). */
export function isWithinBounds(value: number, bounds: NumberBounds): boolean {
  if (!Number.isFinite(value) || value < bounds.min) return false;
  if (bounds.max !== undefined && value > bounds.max) return false;
  return !bounds.whole || Number.isInteger(value);
}
