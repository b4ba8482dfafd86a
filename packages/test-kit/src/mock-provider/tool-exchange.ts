// Reads the tool side of a request in each style: which tools it offers, and the tool results its
// last turn sends back. Tests assert on these instead of digging through three wire formats, and the
// default reply echoes the results so a tool round trip is visible end to end.
import { collectText, isRecord } from './prompt-text.ts';
import type { MockToolResult, ProviderStyle } from './types.ts';

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The names of the tools the request offers, in its order. */
export function offeredToolNames(style: ProviderStyle, body: unknown): string[] {
  if (!isRecord(body)) return [];
  const tools = asArray(body.tools);
  const names =
    style === 'gemini'
      ? tools.flatMap((tool) => (isRecord(tool) ? asArray(tool.functionDeclarations) : []))
      : tools.map((tool) => (style === 'openai' && isRecord(tool) ? tool.function : tool));
  return names.flatMap((entry) => {
    const name = isRecord(entry) ? asString(entry.name) : undefined;
    return name === undefined ? [] : [name];
  });
}

/** The results the request's last turn sends back; empty when it ends with anything else. */
export function trailingToolResults(style: ProviderStyle, body: unknown): MockToolResult[] {
  if (!isRecord(body)) return [];
  if (style === 'openai') return openAIResults(asArray(body.messages));
  if (style === 'anthropic') return anthropicResults(asArray(body.messages));
  if (style === 'gemini') return geminiResults(asArray(body.contents));
  return [];
}

function openAIResults(messages: unknown[]): MockToolResult[] {
  const results: MockToolResult[] = [];
  for (const message of [...messages].reverse()) {
    if (!isRecord(message) || message.role !== 'tool') break;
    const callID = asString(message.tool_call_id);
    results.unshift({
      ...(callID === undefined ? {} : { callID }),
      ...nameOf(callID, callNamesOf(messages, 'openai')),
      content: collectText(message.content).join(''),
      isError: false,
    });
  }
  return results;
}

function anthropicResults(messages: unknown[]): MockToolResult[] {
  const last = messages.at(-1);
  if (!isRecord(last) || last.role !== 'user') return [];
  const names = callNamesOf(messages, 'anthropic');
  return asArray(last.content).flatMap((block): MockToolResult[] => {
    if (!isRecord(block) || block.type !== 'tool_result') return [];
    const callID = asString(block.tool_use_id);
    return [
      {
        ...(callID === undefined ? {} : { callID }),
        ...nameOf(callID, names),
        content: collectText(block.content).join(''),
        isError: block.is_error === true,
      },
    ];
  });
}

function geminiResults(contents: unknown[]): MockToolResult[] {
  const last = contents.at(-1);
  if (!isRecord(last)) return [];
  return asArray(last.parts).flatMap((part): MockToolResult[] => {
    const functionResponse = isRecord(part) ? part.functionResponse : undefined;
    if (!isRecord(functionResponse)) return [];
    const response = isRecord(functionResponse.response) ? functionResponse.response : {};
    const callID = asString(functionResponse.id);
    const name = asString(functionResponse.name);
    const isError = response.error !== undefined;
    const value = isError ? response.error : (response.output ?? response);
    return [
      {
        ...(callID === undefined ? {} : { callID }),
        ...(name === undefined ? {} : { name }),
        content: typeof value === 'string' ? value : JSON.stringify(value),
        isError,
      },
    ];
  });
}

/** Call id to tool name, from every assistant turn's calls. */
function callNamesOf(messages: unknown[], style: 'openai' | 'anthropic'): Map<string, string> {
  const names = new Map<string, string>();
  for (const message of messages) {
    if (!isRecord(message) || message.role !== 'assistant') continue;
    const calls = style === 'openai' ? asArray(message.tool_calls) : asArray(message.content);
    for (const call of calls) {
      if (!isRecord(call)) continue;
      const id = asString(call.id);
      const name =
        style === 'openai'
          ? isRecord(call.function)
            ? asString(call.function.name)
            : undefined
          : asString(call.name);
      if (id !== undefined && name !== undefined) names.set(id, name);
    }
  }
  return names;
}

function nameOf(callID: string | undefined, names: ReadonlyMap<string, string>): { name?: string } {
  const name = callID === undefined ? undefined : names.get(callID);
  return name === undefined ? {} : { name };
}
