import type { ProviderStyle } from '../spec/index.ts';

export interface KeyCheckInput {
  style: ProviderStyle;
  apiKey: string;
  /**
   * Where the check goes: the full chat-completions URL (openai), the full messages URL (anthropic), or
   * the Gemini API base such as https://generativelanguage.googleapis.com/v1beta (gemini).
   */
  endpoint: string;
  /** Gemini only: a proxy that takes the key in `x-api-key` and the model in the body. */
  overrideEndpoint?: string;
  /**
   * A host's own check URL (newAPIKeyCheckEndpoint for a typed key, existingAPIKeyCheckEndpoint for a
   * saved one). It replaces the URL; the request keeps the style's shape (Gemini: the proxy shape).
   */
  checkEndpoint?: string;
}

export interface KeyCheckOptions {
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

export type KeyCheckError =
  | { kind: 'invalid-key' }
  | { kind: 'rate-limited'; providerMessage?: string }
  | { kind: 'provider-message'; providerMessage: string }
  | { kind: 'http-status'; status: number }
  | { kind: 'network'; detail: string };

export type KeyCheckResult = { ok: true } | { ok: false; error: KeyCheckError };
