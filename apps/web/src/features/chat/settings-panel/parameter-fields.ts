import { defineMessages, type MessageDescriptor } from 'react-intl';
import {
  isWithinBounds,
  modelParameterBounds,
  numericModelParameters,
  type NumberBounds,
  type NumericModelParameter,
} from '@confab/core';

export interface NumericParameterField extends NumberBounds {
  key: NumericModelParameter;
  label: MessageDescriptor;
}

const labels = defineMessages({
  temperature: { id: 'chat.settings.temperature', defaultMessage: 'Temperature' },
  topP: { id: 'chat.settings.topP', defaultMessage: 'Top P' },
  topK: { id: 'chat.settings.topK', defaultMessage: 'Top K' },
  maxTokens: { id: 'chat.settings.maxTokens', defaultMessage: 'Max tokens' },
  presencePenalty: { id: 'chat.settings.presencePenalty', defaultMessage: 'Presence penalty' },
  frequencyPenalty: { id: 'chat.settings.frequencyPenalty', defaultMessage: 'Frequency penalty' },
  contextLimit: { id: 'chat.settings.contextLimit', defaultMessage: 'Context limit (messages, 0 = all)' },
}) satisfies Record<NumericModelParameter, MessageDescriptor>;

/** The per-chat numeric parameters with the ranges the entity schema accepts. */
export const numericParameterFields: readonly NumericParameterField[] = numericModelParameters.map((key) => ({
  key,
  label: labels[key],
  ...modelParameterBounds[key],
}));

/** A field left empty means "use the global default"; out-of-range numbers are dropped the same way. */
export function readNumericParameters(
  drafts: Readonly<Record<NumericModelParameter, string>>,
): Partial<Record<NumericModelParameter, number>> {
  const values: Partial<Record<NumericModelParameter, number>> = {};
  for (const field of numericParameterFields) {
    const draft = drafts[field.key].trim();
    if (draft === '') continue;
    const value = Number(draft);
    // A fraction typed into a whole-number field is rounded, not dropped: only the range is checked first.
    if (!isWithinBounds(value, { ...field, whole: false })) continue;
    values[field.key] = field.whole ? Math.round(value) : value;
  }
  return values;
}
