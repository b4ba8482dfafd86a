// Turns a script (or the default echo) into the exact sequence a style adapter writes: the content
// deltas in order, the tool calls, the usage and the timing of each delta. Deltas are cut and counted
// as the stream asks for them: planning a 100,000-token reply whole took 60–180 ms of the mock's CPU
// before its first byte, which the bench then timed as the browser's wait (a real API starts at once).
import { chunksOf, countTokens } from './token-count.ts';
import type { MockFailureStatus, MockScript, MockToolCall, MockToolResult } from './types.ts';

export interface ReplyDelta {
  kind: 'reasoning' | 'text';
  text: string;
  /** How long to wait before writing this delta (the first one also waits firstTokenDelayMs). */
  delayMs: number;
}

export interface PlannedToolCall {
  id: string;
  name: string;
  input: Record<string, unknown>;
}

export interface ReplyPlan {
  text: string;
  reasoning: string;
  /** The content deltas in order, each cut when it is asked for; every call starts anew. */
  deltas(): Generator<ReplyDelta, void, undefined>;
  toolCalls: PlannedToolCall[];
  /** The output is counted when first read (a full-speed stream reads it at its end). */
  usage: { readonly input: number; readonly output: number };
  /** The wait before the first content, whether a delta or a tool call. */
  firstTokenDelayMs: number;
  /** Set when the script asks for an HTTP error instead of a reply. */
  failure?: { status: MockFailureStatus; message?: string };
  /** Set when the socket must be destroyed after this many deltas. */
  cutAfterChunks?: number;
}

export interface PlanInput {
  script: MockScript | undefined;
  /** The text the default reply echoes. */
  lastUserText: string;
  /** Results the request sends back; the default reply echoes them instead of the prompt. */
  toolResults?: readonly MockToolResult[];
  /** Every text of the prompt, counted for the input usage. */
  promptText: string;
  /** Prefix of generated tool call ids, per provider ("call_", "toolu_"). */
  toolCallIdPrefix: string;
}

export function createReplyPlan(input: PlanInput): ReplyPlan {
  const script = input.script ?? {};
  const text = script.text ?? defaultText(input);
  const reasoning = script.reasoning ?? '';
  const toolCalls = (script.toolCalls ?? []).map((call, index) => planToolCall(call, index, input));
  const chunking = { size: script.chunkSize ?? 1, unit: script.chunkUnit ?? 'word' } as const;
  const usage = script.usage ?? countedUsage(input.promptText, reasoning, text, toolCalls);
  // The whole output takes usage.output / tokensPerSecond seconds, shared among the deltas by their
  // length, so a benchmark's pace holds whatever chunk size or unit it picks.
  const totalCharacters = reasoning.length + text.length;
  const paced = script.tokensPerSecond !== undefined && script.tokensPerSecond > 0;
  let totalMs: number | undefined;
  const delayOf = (piece: string): number => {
    if (!paced || totalCharacters === 0) return 0;
    totalMs ??= (usage.output / (script.tokensPerSecond ?? 1)) * 1000;
    return (totalMs * piece.length) / totalCharacters;
  };
  function* deltas(): Generator<ReplyDelta, void, undefined> {
    for (const piece of chunksOf(reasoning, chunking))
      yield { kind: 'reasoning', text: piece, delayMs: delayOf(piece) };
    for (const piece of chunksOf(text, chunking))
      yield { kind: 'text', text: piece, delayMs: delayOf(piece) };
  }
  const firstTokenDelayMs = Math.max(0, script.firstTokenDelayMs ?? 0);
  const plan: ReplyPlan = {
    text,
    reasoning,
    deltas,
    toolCalls,
    usage,
    firstTokenDelayMs,
  };
  const failure = script.failure;
  if (failure && 'status' in failure) plan.failure = failure;
  if (failure && 'cutAfterChunks' in failure) plan.cutAfterChunks = Math.max(0, failure.cutAfterChunks);
  return plan;
}

function countedUsage(
  promptText: string,
  reasoning: string,
  text: string,
  toolCalls: readonly PlannedToolCall[],
): { readonly input: number; readonly output: number } {
  let output: number | undefined;
  return {
    input: countTokens(promptText),
    get output() {
      output ??=
        countTokens(reasoning) +
        countTokens(text) +
        toolCalls.reduce((sum, call) => sum + countTokens(`${call.name} ${JSON.stringify(call.input)}`), 0);
      return output;
    },
  };
}

function planToolCall(call: MockToolCall, index: number, input: PlanInput): PlannedToolCall {
  return { id: call.id ?? `${input.toolCallIdPrefix}mock_${index + 1}`, name: call.name, input: call.input };
}

function defaultText(input: PlanInput): string {
  const results = input.toolResults ?? [];
  if (results.length === 0) return `Mock reply to: ${input.lastUserText}`;
  return `Mock reply to tool results: ${results.map((result) => result.content).join(' | ')}`;
}
