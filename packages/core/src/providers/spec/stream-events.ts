// The one vocabulary every provider adapter translates its wire format into. The UI and the stores
// see only these events, never a vendor's chunk shape (CONVENTIONS 1 and 12).

/** Why the model stopped; adapters map each vendor's reason onto these. */
export type FinishReason = 'stop' | 'length' | 'tool-calls' | 'content-filter' | 'error' | 'other';

export interface TextDeltaEvent {
  type: 'text-delta';
  text: string;
}

export interface ReasoningDeltaEvent {
  type: 'reasoning-delta';
  text: string;
}

export interface ToolCallEvent {
  type: 'tool-call';
  toolCallId: string;
  toolName: string;
  /** The parsed arguments; vendors that stream JSON fragments are assembled before this event. */
  input: unknown;
  /** The arguments as the vendor sent them when they came as JSON text (broken JSON stays visible here). */
  inputText?: string;
  /** An opaque token the vendor wants back with the call in the next request (Gemini's thoughtSignature). */
  signature?: string;
}

export interface ToolResultEvent {
  type: 'tool-result';
  toolCallId: string;
  output: unknown;
}

/**
 * A finished reasoning block the vendor wants back, unchanged, when the same turn's tool results are
 * sent (Anthropic's signed `thinking` and encrypted `redacted_thinking` blocks). Its text also came
 * as reasoning deltas; this event only carries what replaying it needs.
 */
export interface ReasoningBlockEvent {
  type: 'reasoning-block';
  block: ReasoningBlock;
}

export type ReasoningBlock =
  { kind: 'thinking'; text: string; signature: string } | { kind: 'redacted'; data: string };

export interface UsageEvent {
  type: 'usage';
  inputTokens: number;
  outputTokens: number;
}

export interface ErrorEvent {
  type: 'error';
  message: string;
  /** The HTTP status when the provider answered one; absent for network failures. */
  status?: number;
}

export interface EndEvent {
  type: 'end';
  finishReason: FinishReason;
}

export type StreamEvent =
  | TextDeltaEvent
  | ReasoningDeltaEvent
  | ReasoningBlockEvent
  | ToolCallEvent
  | ToolResultEvent
  | UsageEvent
  | ErrorEvent
  | EndEvent;

export type StreamEventType = StreamEvent['type'];
