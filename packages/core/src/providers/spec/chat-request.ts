// What the app asks of a model, in our own words. Each style converts it to its wire shape; nothing
// here names a vendor field.
import type { ReasoningBlock } from './stream-events.ts';

export type ProviderAttachment =
  { kind: 'image'; mimeType: string; dataBase64: string } | { kind: 'text'; name: string; text: string };

/** A tool the model may call; `parameters` is a JSON schema describing an object. */
export interface ToolDefinition {
  name: string;
  description?: string;
  parameters?: Record<string, unknown>;
}

/** A call the model made in an earlier turn, sent back with the history. */
export interface ProviderToolCall {
  id: string;
  name: string;
  /** The arguments as JSON text, exactly as the model sent them. */
  arguments: string;
  /** An opaque token some vendors require back with the call (Gemini's thought signature). */
  signature?: string;
}

/** What one call produced; `isError` marks a tool failure the model should read as such. */
export interface ProviderToolResult {
  callID: string;
  name: string;
  content: string;
  isError?: boolean;
}

/**
 * One turn. An assistant turn may carry `toolCalls`; the turn after it is then a `tool` turn whose
 * `toolResults` answer every one of those calls (each style encodes the pair its own way).
 */
export interface ProviderMessage {
  role: 'user' | 'assistant' | 'tool';
  content: string;
  attachments?: ProviderAttachment[];
  toolCalls?: ProviderToolCall[];
  toolResults?: ProviderToolResult[];
  /** Reasoning blocks to send back before an assistant turn's tool calls (Anthropic with thinking on). */
  reasoningBlocks?: ReasoningBlock[];
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
  /** Tools offered to the model; absent or empty offers none. */
  tools?: ToolDefinition[];
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
