// Chat-completions streams a tool call in fragments keyed by `index`: the first carries the id and
// name, the rest append to the JSON arguments. The call is complete only when the choice finishes.
import { arrayField, numberField, parseToolInput, recordField, stringField } from '../spec/index.ts';
import type { ToolCallEvent } from '../spec/index.ts';

interface PendingToolCall {
  id: string;
  name: string;
  argumentsText: string;
}

export interface OpenAIToolCallAccumulator {
  /** Adds the `tool_calls` fragments of one delta. */
  add(delta: unknown): void;
  /** The completed calls in index order; empties the accumulator. */
  flush(): ToolCallEvent[];
}

export function createOpenAIToolCallAccumulator(): OpenAIToolCallAccumulator {
  const pending = new Map<number, PendingToolCall>();
  return {
    add(delta) {
      for (const [position, fragment] of arrayField(delta, 'tool_calls').entries()) {
        // Some compatible servers leave out `index` when they send whole calls.
        const index = numberField(fragment, 'index') ?? position;
        const call = pending.get(index) ?? { id: '', name: '', argumentsText: '' };
        const functionPart = recordField(fragment, 'function');
        call.id = stringField(fragment, 'id') ?? call.id;
        call.name += stringField(functionPart, 'name') ?? '';
        call.argumentsText += stringField(functionPart, 'arguments') ?? '';
        pending.set(index, call);
      }
    },
    flush() {
      const calls = [...pending.entries()].sort(([left], [right]) => left - right);
      pending.clear();
      return calls.map(([index, call]) => ({
        type: 'tool-call',
        toolCallId: call.id === '' ? `call_${index}` : call.id,
        toolName: call.name,
        input: parseToolInput(call.argumentsText),
        inputText: call.argumentsText,
      }));
    },
  };
}
