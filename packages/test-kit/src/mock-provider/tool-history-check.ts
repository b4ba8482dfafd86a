// The real APIs refuse a history whose tool calls and results do not pair up; so does the mock, with
// the vendor's own wording, so an adapter that drops or misplaces a result fails in tests first.
import { isRecord } from './prompt-text.ts';
import type { ProviderStyle } from './types.ts';

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
const idOf = (value: unknown, key: string): string | undefined =>
  isRecord(value) && typeof value[key] === 'string' ? value[key] : undefined;

/** The 400 message the vendor would answer, or undefined when calls and results pair up. */
export function toolHistoryProblem(style: ProviderStyle, body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (style === 'openai') return openAIProblem(asArray(body.messages));
  if (style === 'anthropic') return anthropicProblem(asArray(body.messages));
  if (style === 'gemini') return geminiProblem(asArray(body.contents));
  return undefined;
}

function openAIProblem(messages: unknown[]): string | undefined {
  for (const [index, message] of messages.entries()) {
    if (!isRecord(message)) continue;
    if (message.role === 'tool') {
      const previous = messages.slice(0, index).findLast((turn) => !isRecord(turn) || turn.role !== 'tool');
      const calls = isRecord(previous) ? asArray(previous.tool_calls).map((call) => idOf(call, 'id')) : [];
      if (!calls.includes(idOf(message, 'tool_call_id'))) {
        return "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.";
      }
    }
    const callIDs = asArray(message.tool_calls).map((call) => idOf(call, 'id'));
    if (message.role !== 'assistant' || callIDs.length === 0) continue;
    const answered = new Set<string | undefined>();
    for (const next of messages.slice(index + 1)) {
      if (!isRecord(next) || next.role !== 'tool') break;
      answered.add(idOf(next, 'tool_call_id'));
    }
    const missing = callIDs.filter((id) => !answered.has(id));
    if (missing.length > 0) {
      return `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${missing.join(', ')}`;
    }
  }
  return undefined;
}

function anthropicProblem(messages: unknown[]): string | undefined {
  for (const [index, message] of messages.entries()) {
    const blocks = isRecord(message) ? asArray(message.content) : [];
    const typed = (type: string, key: string) =>
      blocks.filter((block) => isRecord(block) && block.type === type).map((block) => idOf(block, key));
    const results = typed('tool_result', 'tool_use_id');
    if (results.length > 0) {
      const previous = messages[index - 1];
      const uses = isRecord(previous)
        ? asArray(previous.content).flatMap((block) =>
            isRecord(block) && block.type === 'tool_use' ? [idOf(block, 'id')] : [],
          )
        : [];
      const orphan = results.find((id) => !uses.includes(id));
      if (orphan !== undefined || results.length !== new Set(results).size) {
        return `messages.${index}.content: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${String(orphan)}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.`;
      }
    }
    const uses = isRecord(message) && message.role === 'assistant' ? typed('tool_use', 'id') : [];
    if (uses.length === 0) continue;
    const next = messages[index + 1];
    const answered = isRecord(next)
      ? asArray(next.content).flatMap((block) =>
          isRecord(block) && block.type === 'tool_result' ? [idOf(block, 'tool_use_id')] : [],
        )
      : [];
    const missing = uses.filter((id) => !answered.includes(id));
    if (missing.length > 0) {
      return `messages.${index}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${missing.join(', ')}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`;
    }
  }
  return undefined;
}

function geminiProblem(contents: unknown[]): string | undefined {
  const count = (content: unknown, key: string) =>
    isRecord(content)
      ? asArray(content.parts).filter((part) => isRecord(part) && part[key] !== undefined).length
      : 0;
  for (const [index, content] of contents.entries()) {
    const calls = count(content, 'functionCall');
    const responses = count(contents[index + 1], 'functionResponse');
    const answersSomething = count(content, 'functionResponse') > 0;
    const previousCalls = index > 0 ? count(contents[index - 1], 'functionCall') : 0;
    if ((calls > 0 && responses !== calls) || (answersSomething && previousCalls === 0)) {
      return 'Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.';
    }
  }
  return undefined;
}
