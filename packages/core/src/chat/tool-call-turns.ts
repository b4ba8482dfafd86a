// An answer that used tools is one stored message, but the model saw it as several turns: each step's
// calls, then their results, then the text. Replaying the history rebuilds those turns so every
// style can encode the calls and results in its own wire format.
import type { Message, StoredToolCall } from '../entities/index.ts';
import type { ProviderMessage, ProviderToolCall, ProviderToolResult } from '../providers/index.ts';

/** What the model is told about a call that never produced a result (stopped, or past the step limit). */
export const toolNotRunMessage = 'The tool was not run.';

/** The calls of the answer the model sees: a multi-model message speaks with its primary response. */
export function effectiveToolCalls(message: Message): StoredToolCall[] {
  if (message.type === 'tm_multi_responses' && message.responses) {
    const primary =
      message.responses.find((response) => response.uuid === message.primaryResponseID) ??
      message.responses[0];
    return primary?.toolCalls ?? [];
  }
  return message.toolCalls ?? [];
}

/** The call and result turns of an answer, step by step; empty when it called no tool. */
export function toolCallTurns(calls: readonly StoredToolCall[]): ProviderMessage[] {
  const steps = new Map<number, StoredToolCall[]>();
  for (const call of calls) {
    const step = call.step ?? 0;
    steps.set(step, [...(steps.get(step) ?? []), call]);
  }
  return [...steps.entries()]
    .sort(([left], [right]) => left - right)
    .flatMap(([, stepCalls]): ProviderMessage[] => [
      { role: 'assistant', content: '', toolCalls: stepCalls.map(providerToolCall) },
      { role: 'tool', content: '', toolResults: stepCalls.map(providerToolResult) },
    ]);
}

function providerToolCall(call: StoredToolCall): ProviderToolCall {
  const sent: ProviderToolCall = { id: call.id, name: call.name, arguments: call.arguments };
  if (call.signature !== undefined) sent.signature = call.signature;
  return sent;
}

function providerToolResult(call: StoredToolCall): ProviderToolResult {
  if (call.result !== undefined) return { callID: call.id, name: call.name, content: call.result };
  return { callID: call.id, name: call.name, content: call.error ?? toolNotRunMessage, isError: true };
}
