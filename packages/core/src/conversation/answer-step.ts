import type { StoredToolCall, TokenUsage } from '../entities/index.ts';
import type { ChatRequest, FinishReason, ProviderConnection, ReasoningBlock } from '../providers/index.ts';
import type { RequestedToolCall } from './run-tool-calls.ts';
import type { LiveAnswers } from './live-answers.ts';
import type { StreamChat } from './stream-chat-port.ts';

/** What an answer holds so far, across every step that streams into it. */
export interface AnswerDraft {
  content: string;
  reasoning: string;
  /** Summed over the answer's steps. */
  usage: TokenUsage | undefined;
  error: string | undefined;
  /** The tool calls of every step so far, with their outcomes once they ran. */
  toolCalls?: StoredToolCall[];
}

export interface AnswerStepInput {
  streamChat: StreamChat;
  live: LiveAnswers;
  /** The live answer's key (see answerKey). */
  key: string;
  request: ChatRequest;
  connection: ProviderConnection;
  signal: AbortSignal;
  /** Put before the step's first text, if it has any (the break between two steps' texts). */
  textPrefix?: string;
  /**
   * Runs after every event, so the caller can write what arrived at its own cadence. Not awaited: an
   * await per event cost every event of a fast stream a few promise turns.
   */
  afterEvent: () => void;
}

export interface AnswerStepEnd {
  /** Absent when the stream ended without saying why (aborted before its end event). */
  finishReason: FinishReason | undefined;
  /** The calls this step asked for, in the order the model listed them. */
  toolCalls: RequestedToolCall[];
  /** Reasoning the vendor wants back with this step's tool results (kept for the loop, not stored). */
  reasoningBlocks: ReasoningBlock[];
}

/**
 * One provider call streamed into the draft. A plain answer is one step; a tool loop repeats the step
 * while it ends with `tool-calls`, after appending the calls and their results to the request.
 */
export async function streamAnswerStep(input: AnswerStepInput, draft: AnswerDraft): Promise<AnswerStepEnd> {
  let finishReason: FinishReason | undefined;
  const toolCalls: RequestedToolCall[] = [];
  const reasoningBlocks: ReasoningBlock[] = [];
  let prefix = input.textPrefix ?? '';
  for await (const event of input.streamChat(input.connection, input.request, { signal: input.signal })) {
    if (event.type === 'text-delta') {
      const text = `${prefix}${event.text}`;
      prefix = '';
      draft.content += text;
      input.live.append(input.key, { text });
    } else if (event.type === 'reasoning-delta') {
      draft.reasoning += event.text;
      input.live.append(input.key, { reasoning: event.text });
    } else if (event.type === 'usage') {
      draft.usage = {
        inputTokens: (draft.usage?.inputTokens ?? 0) + event.inputTokens,
        outputTokens: (draft.usage?.outputTokens ?? 0) + event.outputTokens,
      };
    } else if (event.type === 'reasoning-block') {
      reasoningBlocks.push(event.block);
    } else if (event.type === 'tool-call') {
      toolCalls.push({
        id: event.toolCallId,
        name: event.toolName,
        arguments: argumentsText(event.inputText, event.input),
        ...(event.signature === undefined ? {} : { signature: event.signature }),
      });
    } else if (event.type === 'error') {
      draft.error = event.message;
    } else if (event.type === 'end') {
      finishReason = event.finishReason;
    }
    input.afterEvent();
  }
  return { finishReason, toolCalls, reasoningBlocks };
}

/**
 * The call's arguments as JSON text: as sent when they came as text, else the object written out
 * (Gemini, Anthropic's whole answers). "No arguments" is "{}", which every style accepts back.
 */
function argumentsText(inputText: string | undefined, input: unknown): string {
  const text = inputText ?? JSON.stringify(input ?? {});
  return text.trim() === '' ? '{}' : text;
}
