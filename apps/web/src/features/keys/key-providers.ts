import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { KeyCheckStyle } from '@confab/core/providers';
import { settingKeys, type SettingKey } from '../../storage/setting-keys.ts';
import { endpointFields, type EndpointField } from './endpoint-fields.ts';

/** One entry per provider key form: the one place where vendor names and pages meet the settings. */
export interface KeyProvider {
  style: KeyCheckStyle;
  keySetting: SettingKey;
  endpointField: EndpointField;
  label: MessageDescriptor;
  title: MessageDescriptor;
  placeholder: string;
  keyPageURL: string;
  billingURL: string;
}

const labels = defineMessages({
  openAILabel: { id: 'keys.openai.label', defaultMessage: 'OpenAI API key' },
  openAITitle: { id: 'keys.openai.title', defaultMessage: 'OpenAI' },
  anthropicLabel: { id: 'keys.anthropic.label', defaultMessage: 'Anthropic API key' },
  anthropicTitle: { id: 'keys.anthropic.title', defaultMessage: 'Anthropic' },
  geminiLabel: { id: 'keys.gemini.label', defaultMessage: 'Gemini API key' },
  geminiTitle: { id: 'keys.gemini.title', defaultMessage: 'Google Gemini' },
});

export const keyProviders: readonly KeyProvider[] = [
  {
    style: 'openai',
    keySetting: settingKeys.openAIAPIKey,
    endpointField: endpointFields.chatCompletions,
    label: labels.openAILabel,
    title: labels.openAITitle,
    placeholder: 'sk-...',
    keyPageURL: 'https://platform.openai.com/api-keys',
    billingURL: 'https://platform.openai.com/settings/organization/limits',
  },
  {
    style: 'anthropic',
    keySetting: settingKeys.anthropicAPIKey,
    endpointField: endpointFields.anthropic,
    label: labels.anthropicLabel,
    title: labels.anthropicTitle,
    placeholder: 'sk-ant-...',
    keyPageURL: 'https://console.anthropic.com/settings/keys',
    billingURL: 'https://console.anthropic.com/settings/limits',
  },
  {
    style: 'gemini',
    keySetting: settingKeys.geminiAPIKey,
    endpointField: endpointFields.gemini,
    label: labels.geminiLabel,
    title: labels.geminiTitle,
    placeholder: 'AIzaSy...',
    keyPageURL: 'https://aistudio.google.com/app/apikey',
    billingURL: 'https://ai.google.dev/gemini-api/docs/rate-limits',
  },
];
