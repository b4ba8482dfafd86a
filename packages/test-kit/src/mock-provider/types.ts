// The public vocabulary of the mock provider: what a test scripts and what it reads back.

/** The wire dialect a request arrived in; decided by its path (and headers for GET /v1/models). */
export type ProviderStyle = 'openai' | 'anthropic' | 'gemini' | 'ollama' | 'elevenlabs';

/**
 * Which kind of endpoint a script answers: a chat generation, a model list (a "Check key" call),
 * image generation, audio transcription (`text` is the transcript), speech (audio out) or
 * embeddings (OpenAI `/embeddings`, Gemini `:batchEmbedContents` / `:embedContent`).
 */
export type MockEndpoint = 'generation' | 'models' | 'images' | 'transcriptions' | 'speech' | 'embeddings';

export interface RecordedRequest {
  method: string;
  /** The path without its query string, e.g. "/v1/chat/completions". */
  path: string;
  query: Record<string, string>;
  /** Lower-cased header names, as Node receives them. */
  headers: Record<string, string>;
  /**
   * The parsed JSON body, or undefined for an empty or non-JSON body. A transcription's multipart
   * form is recorded as `{ model, language, responseFormat, file: { name, type, size } }`.
   */
  body: unknown;
  /** Date.now() when the request arrived. */
  time: number;
  style?: ProviderStyle;
  endpoint?: MockEndpoint;
  /** The model named in the body (OpenAI, Anthropic) or in the path (Gemini). */
  model?: string;
  stream: boolean;
  /** True when the client went away before the reply was complete (the Stop button). */
  aborted: boolean;
  /** True when the mock itself destroyed the socket (a scripted `cutAfterChunks`). */
  cut: boolean;
  /** The HTTP status the mock answered, once known. */
  status?: number;
  /** The names of the tools the request offers (any style's wire format). */
  tools: string[];
  /** The tool results the request's last turn sends back; empty when it ends with a prompt. */
  toolResults: MockToolResult[];
}

/** One tool result as a request sent it back, read from whichever style's wire format. */
export interface MockToolResult {
  /** tool_call_id, tool_use_id or functionResponse.id; absent when the request gave none. */
  callID?: string;
  /** The tool's name: given by Gemini, looked up from the matching call for the others. */
  name?: string;
  /** The result text (Gemini: `response.output`, or `response.error` for an error). */
  content: string;
  /** Anthropic's `is_error`, or a Gemini `response.error`; OpenAI has no such flag. */
  isError: boolean;
}

/** A declarative matcher that also travels over the HTTP control endpoint. */
export interface MockRequestMatcher {
  style?: ProviderStyle;
  model?: string;
  /** Matches when the path contains this text. */
  path?: string;
  /** Matches when the last user text contains this text. */
  userText?: string;
  /** true matches only requests whose last turn sends tool results back; false only the others. */
  afterToolResults?: boolean;
  /** true matches only streamed requests (an app's answers), false only whole ones (its titles). */
  stream?: boolean;
}

export type MockFailureStatus = 400 | 401 | 403 | 404 | 429 | 500 | 503 | 529;

export type MockFailure =
  /** Answers this status with the provider's own error body. */
  | { status: MockFailureStatus; message?: string }
  /** Streams this many content deltas, then destroys the socket without the terminator. */
  | { cutAfterChunks: number };

export interface MockToolCall {
  /** Generated when absent ("call_1", "toolu_1", ...). */
  id?: string;
  name: string;
  input: Record<string, unknown>;
}

export interface MockScript {
  /** The reply text; default "Mock reply to: <last user text>". */
  text?: string;
  /** Reasoning streamed before the text (reasoning_content, thinking block, thought part). */
  reasoning?: string;
  /**
   * Tool calls sent after the text; the finish reason becomes the provider's "tool calls" reason.
   * Queue a second script (or use the default reply, which echoes the results) for the answer that
   * follows once the client sends the results back.
   */
  toolCalls?: MockToolCall[];
  /** Output pace; without it deltas are written back to back. */
  tokensPerSecond?: number;
  /** How many units go in one delta (default 1). */
  chunkSize?: number;
  /** The unit of chunkSize (default 'word': a word with the whitespace after it). */
  chunkUnit?: 'word' | 'character';
  /** Wait before the first content delta; headers and the opening event are sent at once. */
  firstTokenDelayMs?: number;
  /** Overrides the counted usage (see countTokens for the rule). */
  usage?: { input: number; output: number };
  failure?: MockFailure;
  /** How many requests this script answers before it leaves the queue (default 1). */
  times?: number | 'always';
  /** The kind of endpoint this script answers (default 'generation'). */
  endpoint?: MockEndpoint;
  /** Which requests the script applies to; others skip it and it stays queued. */
  match?: MockRequestMatcher | ((request: RecordedRequest) => boolean);
}

export interface MockProviderOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** 127.0.0.1 by default; the mock is meant for loopback only. */
  host?: string;
  /** When set, any other key (or none) is refused with 401 in the provider's shape. */
  validKeys?: readonly string[];
  /** The ids listed by the model endpoints. */
  models?: readonly string[];
}

export interface MockProvider {
  /** e.g. "http://127.0.0.1:54321", without a trailing slash. */
  readonly url: string;
  readonly port: number;
  /** Every provider request so far, in arrival order (control calls and preflights are left out). */
  readonly requests: readonly RecordedRequest[];
  /** Queues scripts; each request takes the first queued script that applies to it. */
  script(...scripts: MockScript[]): void;
  /** Empties the script queue and the recorded requests. */
  reset(): void;
  /** Resolves once the condition holds over the recorded requests (polled; rejects after timeoutMs). */
  waitFor(
    condition: (requests: readonly RecordedRequest[]) => boolean,
    options?: { timeoutMs?: number },
  ): Promise<void>;
  close(): Promise<void>;
}
