// The tool loop: ask the model, run the tools it called, send the results back, and ask again until it
// answers without calling any. Every step streams into the same draft, so the answer is one message.
import { toolCallTurns } from '../chat/index.ts';
import { toolCallLimits, type StoredToolCall } from '../entities/index.ts';
import type { ChatRequest } from '../providers/index.ts';
import { streamAnswerStep, type AnswerDraft, type AnswerStepInput } from './answer-step.ts';
import { isAborted, pendingToolCalls, runToolCalls, type RequestedToolCall } from './run-tool-calls.ts';
import type { ToolSource } from './tool-source.ts';

/** Rounds of tool calls one answer may run; the model asking for more ends the answer with an error. */
export const maxToolSteps = 10;

export const toolStepLimitMessage = `The model kept calling tools after ${maxToolSteps} rounds; the answer was stopped there.`;

export const tooManyToolCallsMessage = `One answer may run at most ${toolCallLimits.callsPerMessage} tool calls; this one was not run.`;

export interface ToolLoopInput extends Omit<AnswerStepInput, 'request'> {
  request: ChatRequest;
  /** Absent, or offering no tool, makes the answer a single step. */
  tools: ToolSource | undefined;
  now: () => number;
  /** Writes the draft now (before and after tools run, so a reload shows calls under way). */
  persist: () => Promise<void>;
}

export async function runToolLoop(input: ToolLoopInput, draft: AnswerDraft): Promise<void> {
  const offered = input.tools?.list() ?? [];
  // The model sees only what a definition says; how a result is shown stays here.
  const definitions = offered.map(({ name, description, parameters }) => ({
    name,
    ...(description === undefined ? {} : { description }),
    ...(parameters === undefined ? {} : { parameters }),
  }));
  let request: ChatRequest = offered.length > 0 ? { ...input.request, tools: definitions } : input.request;
  for (let step = 0; ; step += 1) {
    // Each step's text is its own paragraph: the model's words before and after a tool run.
    const textPrefix = draft.content === '' || draft.content.endsWith('\n') ? '' : '\n\n';
    const end = await streamAnswerStep({ ...input, request, textPrefix }, draft);
    // Some compatible servers finish a tool-calling turn with "stop"; the calls themselves decide.
    const wantsTools =
      end.toolCalls.length > 0 && (end.finishReason === 'tool-calls' || end.finishReason === 'stop');
    if (!input.tools || offered.length === 0 || !wantsTools || draft.error || input.signal.aborted) return;
    const earlier = draft.toolCalls ?? [];
    const requested = uniqueIDs(end.toolCalls, earlier, step);
    // A message stores a bounded number of calls; the rest are refused in the loop and not stored.
    const room = Math.max(0, toolCallLimits.callsPerMessage - earlier.length);
    const [runnable, overflow] = [requested.slice(0, room), requested.slice(room)];
    if (step >= maxToolSteps) {
      // Stored unrun, so the history stays valid: each call is answered with "not run" when replayed.
      draft.toolCalls = [...earlier, ...pendingToolCalls(runnable, { now: input.now, step })];
      draft.error = toolStepLimitMessage;
      return;
    }
    draft.toolCalls = [...earlier, ...pendingToolCalls(runnable, { now: input.now, step })];
    await input.persist();
    const done = await runToolCalls(runnable, {
      source: input.tools,
      signal: input.signal,
      now: input.now,
      step,
    });
    draft.toolCalls = [...earlier, ...done];
    await input.persist();
    if (isAborted(input.signal)) return;
    const refused = pendingToolCalls(overflow, { now: input.now, step }).map((call) => ({
      ...call,
      error: tooManyToolCallsMessage,
    }));
    const [callTurn, resultTurn] = toolCallTurns([...done, ...refused]);
    if (!callTurn || !resultTurn) return;
    // Signed reasoning goes back only within the loop; a replayed history may leave it out.
    const sentCallTurn =
      end.reasoningBlocks.length > 0 ? { ...callTurn, reasoningBlocks: end.reasoningBlocks } : callTurn;
    request = { ...request, messages: [...request.messages, sentCallTurn, resultTurn] };
  }
}

/** Call ids must be unique within an answer; Gemini's generated ones restart at each step. */
function uniqueIDs(
  calls: readonly RequestedToolCall[],
  earlier: readonly StoredToolCall[],
  step: number,
): RequestedToolCall[] {
  const taken = new Set(earlier.map((call) => call.id));
  return calls.map((call) => {
    let id = call.id;
    for (let attempt = 1; taken.has(id); attempt += 1) id = `${call.id}_${step}_${attempt}`;
    taken.add(id);
    return id === call.id ? call : { ...call, id };
  });
}
