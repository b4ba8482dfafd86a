import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ModelSource } from '@confab/core';
import type { ProviderStyle } from '@confab/core/providers';

/** Provider names as lists and picker groups show them. */
export const providerLabels = defineMessages({
  openai: { id: 'models.provider.openai', defaultMessage: 'OpenAI' },
  anthropic: { id: 'models.provider.anthropic', defaultMessage: 'Anthropic' },
  gemini: { id: 'models.provider.gemini', defaultMessage: 'Gemini' },
}) satisfies Record<ProviderStyle, MessageDescriptor>;

/** Endpoint styles as the custom model form offers them: any OpenAI-compatible server uses the first. */
export const endpointStyleLabels = defineMessages({
  openai: { id: 'models.endpointStyle.openai', defaultMessage: 'OpenAI-compatible' },
  anthropic: { id: 'models.endpointStyle.anthropic', defaultMessage: 'Anthropic' },
  gemini: { id: 'models.endpointStyle.gemini', defaultMessage: 'Gemini' },
}) satisfies Record<ProviderStyle, MessageDescriptor>;

export const sourceLabels = defineMessages({
  'built-in': { id: 'models.source.builtIn', defaultMessage: 'Built-in' },
  custom: { id: 'models.source.custom', defaultMessage: 'Custom' },
  local: { id: 'models.source.local', defaultMessage: 'Local' },
}) satisfies Record<ModelSource, MessageDescriptor>;

export const pickerGroupLabels = defineMessages({
  custom: { id: 'models.picker.group.custom', defaultMessage: 'Custom models' },
  local: { id: 'models.picker.group.local', defaultMessage: 'Local models' },
});
