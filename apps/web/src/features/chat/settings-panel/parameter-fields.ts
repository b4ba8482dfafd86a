import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ModelParametersSetting } from '@confab/core';

export type NumericParameter = Exclude<keyof ModelParametersSetting, 'reasoningEffort' | 'promptCaching'>;

export interface NumericParameterField {
  key: NumericParameter;
  label: MessageDescriptor;
  min: number;
  max?: number;
  step: number;
}

const labels = defineMessages({
  temperature: { id: 'chat.settings.temperature', defaultMessage: 'Temperature' },
  topP: { id: 'chat.settings.topP', defaultMessage: 'Top P' },
  topK: { id: 'chat.settings.topK', defaultMessage: 'Top K' },
  maxTokens: { id: 'chat.settings.maxTokens', defaultMessage: 'Max tokens' },
  presencePenalty: { id: 'chat.settings.presencePenalty', defaultMessage: 'Presence penalty' },
  frequencyPenalty: { id: 'chat.settings.frequencyPenalty', defaultMessage: 'Frequency penalty' },
  contextLimit: { id: 'chat.settings.contextLimit', defaultMessage: 'Context limit (messages, 0 = all)' },
});

/** The per-chat numeric parameters with the ranges the entity schema accepts. */
export const numericParameterFields: readonly NumericParameterField[] = [
  { key: 'temperature', label: labels.temperature, min: 0, max: 2, step: 0.1 },
  { key: 'topP', label: labels.topP, min: 0, max: 1, step: 0.05 },
  { key: 'topK', label: labels.topK, min: 0, step: 1 },
  { key: 'maxTokens', label: labels.maxTokens, min: 1, step: 1 },
  { key: 'presencePenalty', label: labels.presencePenalty, min: -2, max: 2, step: 0.1 },
  { key: 'frequencyPenalty', label: labels.frequencyPenalty, min: -2, max: 2, step: 0.1 },
  { key: 'contextLimit', label: labels.contextLimit, min: 0, step: 1 },
];

/** A field left empty means "use the global default"; out-of-range numbers are dropped the same way. */
export function readNumericParameters(
  drafts: Readonly<Record<NumericParameter, string>>,
): Partial<Record<NumericParameter, number>> {
  const values: Partial<Record<NumericParameter, number>> = {};
  for (const field of numericParameterFields) {
    const draft = drafts[field.key].trim();
    if (draft === '') continue;
    const value = Number(draft);
    if (!Number.isFinite(value) || value < field.min || (field.max !== undefined && value > field.max))
      continue;
    values[field.key] = field.step === 1 ? Math.round(value) : value;
  }
  return values;
}
