import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ModelParametersSetting } from '@confab/core';

export const parameterLabels = defineMessages({
  temperature: { id: 'models.settings.temperature', defaultMessage: 'Temperature (0–2)' },
  topP: { id: 'models.settings.topP', defaultMessage: 'Top P (0–1)' },
  topK: { id: 'models.settings.topK', defaultMessage: 'Top K' },
  maxTokens: { id: 'models.settings.maxTokens', defaultMessage: 'Max tokens' },
  presencePenalty: { id: 'models.settings.presencePenalty', defaultMessage: 'Presence penalty (−2–2)' },
  frequencyPenalty: { id: 'models.settings.frequencyPenalty', defaultMessage: 'Frequency penalty (−2–2)' },
  reasoningEffort: { id: 'models.settings.reasoningEffort', defaultMessage: 'Reasoning effort' },
  promptCaching: { id: 'models.settings.promptCaching', defaultMessage: 'Prompt caching' },
  contextLimit: { id: 'models.settings.contextLimit', defaultMessage: 'Context limit (messages)' },
}) satisfies Record<keyof ModelParametersSetting, MessageDescriptor>;

export const reasoningEffortLabels = defineMessages({
  low: { id: 'models.settings.reasoningEffort.low', defaultMessage: 'Low' },
  medium: { id: 'models.settings.reasoningEffort.medium', defaultMessage: 'Medium' },
  high: { id: 'models.settings.reasoningEffort.high', defaultMessage: 'High' },
});
