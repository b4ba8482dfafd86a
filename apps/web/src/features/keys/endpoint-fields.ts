import { defineMessages, type MessageDescriptor } from 'react-intl';
import {
  defaultSpeechTranscriptionEndpoint,
  providerStyles,
  type ProviderStyle,
  type ProviderStyleEntry,
} from '@confab/core/providers';
import { settingKeys, type SettingKey } from '../../storage/setting-keys.ts';

export type EndpointFieldID = ProviderStyle | 'speechTranscription';

export interface EndpointField {
  id: EndpointFieldID;
  setting: SettingKey;
  label: MessageDescriptor;
  labelValues?: Record<string, string>;
  defaultEndpoint: string;
}

const labels = defineMessages({
  providerEndpoint: { id: 'endpoints.provider', defaultMessage: '{name} endpoint' },
  speechTranscription: {
    id: 'endpoints.speechTranscription',
    defaultMessage: 'Speech-transcription endpoint',
  },
});

/** The endpoint field of a provider style: the key form tests a key at the endpoint it names. */
export function providerEndpointField(provider: ProviderStyleEntry): EndpointField {
  return {
    id: provider.style,
    setting: provider.endpointSetting,
    label: labels.providerEndpoint,
    labelValues: { name: provider.endpointName },
    defaultEndpoint: provider.defaultEndpoint,
  };
}

/** The API endpoints section: one field per provider style, then speech transcription. Empty means the default. */
export const endpointFields: readonly EndpointField[] = [
  ...providerStyles.map(providerEndpointField),
  {
    id: 'speechTranscription',
    setting: settingKeys.speechTranscriptionEndpoint,
    label: labels.speechTranscription,
    defaultEndpoint: defaultSpeechTranscriptionEndpoint,
  },
];

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
