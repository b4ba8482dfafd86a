// What the app asks of a model, in our own words. Each style converts it to its wire shape; nothing
// here names a vendor field.

export type ProviderAttachment =
  { kind: 'image'; mimeType: string; dataBase64: string } | { kind: 'text'; name: string; text: string };

export interface ProviderMessage {
  role: 'user' | 'assistant';
  content: string;
  attachments?: ProviderAttachment[];
}

/** Absent fields are left to the provider's defaults. */
export interface ModelParameters {
  temperature?: number;
  topP?: number;
  topK?: number;
  maxTokens?: number;
  presencePenalty?: number;
  frequencyPenalty?: number;
  reasoningEffort?: 'low' | 'medium' | 'high';
  promptCaching?: boolean;
}

export interface ChatRequest {
  model: string;
  system?: string;
  messages: ProviderMessage[];
  parameters?: ModelParameters;
  /** Whether to ask for a streamed answer; the caller receives stream events either way. */
  stream: boolean;
}

export interface ProviderCallOptions {
  /** Aborting stops the call quietly (the Stop button). */
  signal?: AbortSignal;
  /** Replaces the global fetch (tests, or a proxying transport). */
  fetch?: typeof fetch;
}

export interface ListedModel {
  id: string;
  title?: string;
  contextWindow?: number;
  ownedBy?: string;
}
