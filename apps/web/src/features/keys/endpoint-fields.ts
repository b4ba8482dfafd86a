import { defineMessages, type MessageDescriptor } from 'react-intl';
import { defaultEndpoints } from '@confab/core/providers';
import { settingKeys, type SettingKey } from '../../storage/setting-keys.ts';

export const endpointFieldIds = ['chatCompletions', 'anthropic', 'gemini', 'speechTranscription'] as const;
export type EndpointFieldId = (typeof endpointFieldIds)[number];

export interface EndpointField {
  setting: SettingKey;
  label: MessageDescriptor;
  defaultEndpoint: string;
}

const labels = defineMessages({
  chatCompletions: { id: 'endpoints.chatCompletions', defaultMessage: 'Chat completions endpoint' },
  anthropic: { id: 'endpoints.anthropic', defaultMessage: 'Anthropic endpoint' },
  gemini: { id: 'endpoints.gemini', defaultMessage: 'Gemini endpoint' },
  speechTranscription: {
    id: 'endpoints.speechTranscription',
    defaultMessage: 'Speech-transcription endpoint',
  },
});

/** The API endpoints section. An empty setting means the provider's default. */
export const endpointFields: Record<EndpointFieldId, EndpointField> = {
  chatCompletions: {
    setting: settingKeys.chatCompletionsEndpoint,
    label: labels.chatCompletions,
    defaultEndpoint: defaultEndpoints.openai,
  },
  anthropic: {
    setting: settingKeys.anthropicEndpoint,
    label: labels.anthropic,
    defaultEndpoint: defaultEndpoints.anthropic,
  },
  gemini: {
    setting: settingKeys.geminiEndpoint,
    label: labels.gemini,
    defaultEndpoint: defaultEndpoints.gemini,
  },
  speechTranscription: {
    setting: settingKeys.speechTranscriptionEndpoint,
    label: labels.speechTranscription,
    defaultEndpoint: defaultEndpoints.speechTranscription,
  },
};

/** Empty means "use the default"; anything else must be an http or https address. */
export function isValidEndpoint(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return true;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
