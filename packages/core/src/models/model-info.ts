import type { ProviderConnection, ProviderStyle } from '../providers/index.ts';

/** Where a model in the list comes from: the catalogue below, the user's own records, or a local server. */
/** `system`: the host's organisation model, called through the server with the member's session. */
export type ModelSource = 'built-in' | 'custom' | 'local' | 'system';

/** List prices in US dollars per million tokens. */
export interface ModelPricing {
  inputPerMillionTokens: number;
  outputPerMillionTokens: number;
}

export interface ModelInfo {
  /** Unique across all sources; what settings (default model, order, hidden) and chats store. */
  id: string;
  title: string;
  style: ProviderStyle;
  /** Tokens the model accepts in one request; 0 when unknown (a custom model that does not say). */
  contextWindow: number;
  maxOutputTokens?: number;
  pricing?: ModelPricing;
  supportsImages: boolean;
  supportsReasoning: boolean;
  source: ModelSource;
  /**
   * The model name sent to the endpoint. Equal to `id` for built-ins; a custom model's record id is
   * ours while its model name belongs to the provider, and local ids are prefixed by their server.
   */
  providerModelID: string;
  /** An emoji or an image URL chosen for a custom model. */
  icon?: string;
  /** Custom and local models bring their own endpoint; built-ins take theirs from the settings. */
  connection?: ProviderConnection;
  /** The local server a discovered model runs on ("Ollama", "LM Studio"). */
  localServerName?: string;
}
