// Where a chat call goes and how it authenticates. A connection is plain data, so the stores can keep
// one per provider key or custom model and hand it to `streamChat` unchanged.

/** The wire dialect of an endpoint. 'openai' also covers every OpenAI-compatible server (Ollama, LM Studio, OpenRouter, vLLM). */
export type ProviderStyle = 'openai' | 'anthropic' | 'gemini';

export interface ProviderConnection {
  style: ProviderStyle;
  /**
   * openai: the full chat-completions URL; anthropic: the full messages URL; gemini: the API base
   * (the model and method are appended). See `defaultEndpoints`.
   */
  endpoint: string;
  /** Optional: local servers need none. */
  apiKey?: string;
  /** Custom headers of a custom model; sent last, so they may replace ours. */
  headers?: Record<string, string>;
  /** Extra JSON body fields of a custom model; merged last (shallowly) into the request body. */
  bodyFields?: Record<string, unknown>;
}

export const defaultEndpoints = {
  openai: 'https://api.openai.com/v1/chat/completions',
  anthropic: 'https://api.anthropic.com/v1/messages',
  gemini: 'https://generativelanguage.googleapis.com/v1beta',
  speechTranscription: 'https://api.openai.com/v1/audio/transcriptions',
} as const satisfies Record<ProviderStyle | 'speechTranscription', string>;
