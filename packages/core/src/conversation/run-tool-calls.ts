// Runs the calls of one model step, all at once, and turns every outcome into something the model can
// read: a result, or an error (unknown tool, arguments that are not a JSON object, a tool that threw,
// a result that is not JSON, the person pressing Stop). Nothing here throws.
import { toolCallLimits, type StoredToolCall } from '../entities/index.ts';
import { unknownToolMessage, type OfferedTool, type ToolSource } from './tool-source.ts';

/** A call as the model asked for it, before it runs. */
export interface RequestedToolCall {
  id: string;
  name: string;
  /** JSON text, as the model sent it. */
  arguments: string;
  signature?: string;
}

export interface RunToolCallsInput {
  source: ToolSource;
  signal: AbortSignal;
  now: () => number;
  /** Which model call of the answer asked for these (0 first). */
  step: number;
}

export const toolStoppedMessage = 'Stopped before the tool answered.';

/** The calls as stored before they run: what the screen shows while they are under way. */
export function pendingToolCalls(
  calls: readonly RequestedToolCall[],
  input: Pick<RunToolCallsInput, 'now' | 'step'>,
): StoredToolCall[] {
  const startedAt = Math.max(0, Math.round(input.now()));
  return calls.map((call) => ({
    id: bounded(call.id, toolCallLimits.nameCharacters) || `call_${input.step}`,
    name: bounded(call.name, toolCallLimits.nameCharacters) || 'unnamed',
    arguments: bounded(call.arguments, toolCallLimits.textCharacters),
    step: input.step,
    startedAt,
    ...(call.signature === undefined
      ? {}
      : { signature: bounded(call.signature, toolCallLimits.textCharacters) }),
  }));
}

/** Runs every call concurrently; resolves with each call's outcome, in the calls' order. */
export function runToolCalls(
  calls: readonly RequestedToolCall[],
  input: RunToolCallsInput,
): Promise<StoredToolCall[]> {
  const offered = new Map(input.source.list().map((tool) => [tool.name, tool]));
  const pending = pendingToolCalls(calls, input);
  return Promise.all(
    pending.map(async (stored, index) => {
      const outcome = await runOne(calls[index]?.arguments ?? '', stored.name, offered, input);
      const durationMs = Math.max(0, Math.round(input.now() - (stored.startedAt ?? 0)));
      const outputType = offered.get(stored.name)?.outputType;
      const shown =
        'result' in outcome && (outputType === 'render_markdown' || outputType === 'render_html')
          ? { outputType }
          : {};
      return { ...stored, ...outcome, ...shown, durationMs };
    }),
  );
}

type Outcome = { result: string } | { error: string };

async function runOne(
  argumentsText: string,
  name: string,
  offered: ReadonlyMap<string, OfferedTool>,
  input: RunToolCallsInput,
): Promise<Outcome> {
  if (!offered.has(name)) return { error: unknownToolMessage(name) };
  if (argumentsText.length > toolCallLimits.textCharacters) {
    return { error: `The arguments are longer than ${toolCallLimits.textCharacters} characters.` };
  }
  const parsed = argumentsText.trim() === '' ? {} : parseJsonObject(argumentsText);
  if (!parsed) return { error: 'The arguments are not a JSON object.' };
  if (input.signal.aborted) return { error: toolStoppedMessage };
  try {
    const value = await untilAborted(input.source.call(name, parsed, input.signal), input.signal);
    const text = resultText(value);
    return text === undefined
      ? { error: 'The tool returned something that cannot be written as JSON.' }
      : { result: boundedResult(text) };
  } catch (error) {
    if (isAborted(input.signal)) return { error: toolStoppedMessage };
    return { error: boundedResult(errorText(error)) };
  }
}

/** A tool that ignores its signal must not keep the answer waiting after Stop. */
function untilAborted<Value>(work: Promise<Value>, signal: AbortSignal): Promise<Value> {
  return new Promise<Value>((resolve, reject) => {
    const onAbort = (): void => {
      reject(new Error(toolStoppedMessage));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', onAbort);
    });
  });
}

/** Read through a call: TypeScript keeps `aborted` narrowed across awaits, which Stop can change. */
export function isAborted(signal: AbortSignal): boolean {
  return signal.aborted;
}

function resultText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  try {
    return JSON.stringify(value);
  } catch {
    // Cycles and BigInts.
    return undefined;
  }
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.trim() === '' ? 'The tool failed without saying why.' : message;
}

const cutNote = `\n[Cut: longer than ${toolCallLimits.textCharacters} characters.]`;

function boundedResult(text: string): string {
  if (text.length <= toolCallLimits.textCharacters) return text;
  return text.slice(0, toolCallLimits.textCharacters - cutNote.length) + cutNote;
}

function bounded(text: string, limit: number): string {
  return text.length <= limit ? text : text.slice(0, limit);
}

/** Own-key plain objects only: a JSON object's "__proto__" key is data, never a prototype. */
function parseJsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
