// Where a chat call goes and how it authenticates. A connection is plain data, so the stores can keep
// one per provider key or custom model and hand it to `streamChat` unchanged.

import type { ProviderStyle } from '../../entities/index.ts';

export type { ProviderStyle };

export interface ProviderConnection {
  style: ProviderStyle;
  /**
   * openai: the full chat-completions URL; anthropic: the full messages URL; gemini: the API base
   * (the model and method are appended). Each style's default is in the registry (`providerStyle`).
   */
  endpoint: string;
  /** Optional: local servers need none. */
  apiKey?: string;
  /** Custom headers of a custom model; sent last, so they may replace ours. */
  headers?: Record<string, string>;
  /** Extra JSON body fields of a custom model; merged last (shallowly) into the request body. */
  bodyFields?: Record<string, unknown>;
}

/** Where voice input is transcribed when the user set no endpoint (not a chat style). */
export const defaultSpeechTranscriptionEndpoint = 'https://api.openai.com/v1/audio/transcriptions';
