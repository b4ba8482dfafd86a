// The events inside one GenerateContentResponse, streamed or whole: the first candidate's parts, its
// finish reason, and the prompt's block reason when Google refused the prompt itself.
import {
  arrayField,
  isRecord,
  recordField,
  stringField,
  type StreamEvent,
  type ToolCallEvent,
} from '../spec/index.ts';

export interface GeminiCandidateReading {
  events: StreamEvent[];
  /** Google's finish reason, or the prompt's block reason; undefined while the answer continues. */
  finishReason?: string;
}

export function readGeminiCandidate(response: unknown, toolCallCount: number): GeminiCandidateReading {
  const blockReason = stringField(recordField(response, 'promptFeedback'), 'blockReason');
  const candidate = arrayField(response, 'candidates')[0];
  const events: StreamEvent[] = [];
  for (const part of arrayField(recordField(candidate, 'content'), 'parts')) {
    const text = stringField(part, 'text');
    if (text !== undefined && text !== '') {
      const thought = isRecord(part) && part.thought === true;
      events.push({ type: thought ? 'reasoning-delta' : 'text-delta', text });
    }
    const functionCall = recordField(part, 'functionCall');
    if (functionCall) {
      const call = toolCallOf(functionCall, toolCallCount + countToolCalls(events));
      const signature = stringField(part, 'thoughtSignature');
      events.push(signature === undefined ? call : { ...call, signature });
    }
  }
  const finishReason =
    stringField(candidate, 'finishReason') ?? (blockReason === undefined ? undefined : 'SAFETY');
  return finishReason === undefined ? { events } : { events, finishReason };
}

function toolCallOf(functionCall: Record<string, unknown>, index: number): ToolCallEvent {
  return {
    type: 'tool-call',
    // Older Gemini models send no call id; a stable one lets a tool result refer back to it.
    toolCallId: stringField(functionCall, 'id') ?? `call_${index}`,
    toolName: stringField(functionCall, 'name') ?? '',
    input: recordField(functionCall, 'args') ?? {},
  };
}

export function countToolCalls(events: readonly StreamEvent[]): number {
  return events.filter((event) => event.type === 'tool-call').length;
}
