// The one registry of provider styles: everything the app knows about a style apart from its wire
// adapter (vendor names, default endpoint, settings, key form facts, key check). Forms, the
// connection resolver and the key test all read it, so adding a style is its adapter folder, a line
// in `registry.ts` and one entry here. The adapters stay in `registry.ts`: they load with the first
// message sent, while this list is read when the app starts (CONVENTIONS 1: vendor names live here).
import { providerStyleNames } from '../entities/index.ts';
import {
  checkAnthropicKey,
  checkGeminiKey,
  checkOpenAIKey,
  type KeyCheckInput,
  type KeyCheckOptions,
  type KeyCheckResult,
} from './key-check/index.ts';
import type { ProviderStyle } from './spec/index.ts';

/** The settings-table names a style's key and endpoint override are kept under. */
export type ProviderKeySetting = `apiKeys.${ProviderStyle}`;
export type ProviderEndpointSetting = `endpoints.${string}`;

export interface ProviderStyleEntry {
  style: ProviderStyle;
  /** The vendor as the spec spells it: model lists, picker groups, the key form ("<vendor> API key"). */
  vendorName: string;
  /** The wire style as the custom model form offers it; an OpenAI-style endpoint may be any compatible server. */
  styleName: string;
  /** The API endpoints section's name for this style's endpoint ("<name> endpoint"). */
  endpointName: string;
  /** Where built-in models of this style are called when the user set no endpoint. */
  defaultEndpoint: string;
  keySetting: ProviderKeySetting;
  endpointSetting: ProviderEndpointSetting;
  keyForm: {
    /** What a key looks like, shown in the empty input. */
    placeholder: string;
    /** Where a person creates a key. */
    keyPageURL: string;
    /** Where a person reads their quota and rate limits (linked from a 429). */
    billingURL: string;
    /** The official endpoint may refuse a browser's call: a failed connection suggests a proxy endpoint. */
    proxyNoticeOnNetworkError: boolean;
  };
  /** One live request proving a key works (spec §7). */
  checkKey(input: KeyCheckInput, options: KeyCheckOptions): Promise<KeyCheckResult>;
}

const entries: { readonly [Style in ProviderStyle]: ProviderStyleEntry & { style: Style } } = {
  openai: {
    style: 'openai',
    vendorName: 'OpenAI',
    styleName: 'OpenAI-compatible',
    endpointName: 'Chat completions',
    defaultEndpoint: 'https://api.openai.com/v1/chat/completions',
    keySetting: 'apiKeys.openai',
    endpointSetting: 'endpoints.chatCompletions',
    keyForm: {
      placeholder: 'sk-...',
      keyPageURL: 'https://platform.openai.com/api-keys',
      billingURL: 'https://platform.openai.com/settings/organization/limits',
      proxyNoticeOnNetworkError: false,
    },
    checkKey: checkOpenAIKey,
  },
  anthropic: {
    style: 'anthropic',
    vendorName: 'Anthropic',
    styleName: 'Anthropic',
    endpointName: 'Anthropic',
    defaultEndpoint: 'https://api.anthropic.com/v1/messages',
    keySetting: 'apiKeys.anthropic',
    endpointSetting: 'endpoints.anthropic',
    keyForm: {
      placeholder: 'sk-ant-...',
      keyPageURL: 'https://console.anthropic.com/settings/keys',
      billingURL: 'https://console.anthropic.com/settings/limits',
      proxyNoticeOnNetworkError: true,
    },
    checkKey: checkAnthropicKey,
  },
  gemini: {
    style: 'gemini',
    vendorName: 'Gemini',
    styleName: 'Gemini',
    endpointName: 'Gemini',
    defaultEndpoint: 'https://generativelanguage.googleapis.com/v1beta',
    keySetting: 'apiKeys.gemini',
    endpointSetting: 'endpoints.gemini',
    keyForm: {
      placeholder: 'AIzaSy...',
      keyPageURL: 'https://aistudio.google.com/app/apikey',
      billingURL: 'https://ai.google.dev/gemini-api/docs/rate-limits',
      proxyNoticeOnNetworkError: false,
    },
    checkKey: checkGeminiKey,
  },
};

/** Every style, in the order forms and model lists show them. */
export const providerStyles: readonly ProviderStyleEntry[] = providerStyleNames.map(
  (style) => entries[style],
);

/** A style's entry; styles read from storage are checked against `providerStyleNames` first. */
export function providerStyle(style: ProviderStyle): ProviderStyleEntry {
  return entries[style];
}
