// Checks scripts that arrive as JSON over the control endpoint, so a typo in an e2e test fails with a
// clear 400 instead of silently falling back to the default reply.
import { isRecord } from './prompt-text.ts';
import type { MockScript } from './types.ts';

const failureStatuses = new Set([400, 401, 403, 404, 429, 500, 503, 529]);
const styles: ReadonlySet<unknown> = new Set(['openai', 'anthropic', 'gemini', 'ollama', 'elevenlabs']);
const knownKeys = new Set([
  'text',
  'reasoning',
  'toolCalls',
  'tokensPerSecond',
  'chunkSize',
  'chunkUnit',
  'firstTokenDelayMs',
  'usage',
  'failure',
  'times',
  'endpoint',
  'match',
]);

/** Returns the scripts, or the reason the JSON is not a script (or an array of scripts). */
export function parseScripts(value: unknown): MockScript[] | string {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  const scripts: MockScript[] = [];
  for (const [index, item] of list.entries()) {
    const problem = scriptProblem(item);
    if (problem) return `script ${index}: ${problem}`;
    scripts.push(item as MockScript);
  }
  return scripts;
}

function scriptProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return 'must be an object';
  const unknownKey = Object.keys(value).find((key) => !knownKeys.has(key));
  if (unknownKey !== undefined) return `unknown option "${unknownKey}"`;
  for (const key of ['text', 'reasoning'] as const) {
    if (value[key] !== undefined && typeof value[key] !== 'string') return `${key} must be a string`;
  }
  for (const key of ['tokensPerSecond', 'chunkSize', 'firstTokenDelayMs'] as const) {
    const field = value[key];
    if (field !== undefined && (typeof field !== 'number' || field < 0))
      return `${key} must be a number >= 0`;
  }
  if (value.chunkUnit !== undefined && value.chunkUnit !== 'word' && value.chunkUnit !== 'character') {
    return 'chunkUnit must be "word" or "character"';
  }
  if (
    value.endpoint !== undefined &&
    value.endpoint !== 'generation' &&
    value.endpoint !== 'models' &&
    value.endpoint !== 'images' &&
    value.endpoint !== 'transcriptions' &&
    value.endpoint !== 'speech' &&
    value.endpoint !== 'embeddings'
  ) {
    return 'endpoint must be "generation", "models", "images", "transcriptions", "speech" or "embeddings"';
  }
  const times = value.times;
  if (times !== undefined && times !== 'always' && (typeof times !== 'number' || times < 1)) {
    return 'times must be a number >= 1 or "always"';
  }
  const usage = value.usage;
  if (
    usage !== undefined &&
    !(isRecord(usage) && typeof usage.input === 'number' && typeof usage.output === 'number')
  ) {
    return 'usage must be { input: number, output: number }';
  }
  const failure = value.failure;
  if (failure !== undefined) {
    const validStatus =
      isRecord(failure) && typeof failure.status === 'number' && failureStatuses.has(failure.status);
    const validCut =
      isRecord(failure) && typeof failure.cutAfterChunks === 'number' && failure.cutAfterChunks >= 0;
    if (!validStatus && !validCut) {
      return `failure must be { status: ${[...failureStatuses].join('|')} } or { cutAfterChunks: number }`;
    }
  }
  const toolCalls = value.toolCalls;
  if (
    toolCalls !== undefined &&
    !(
      Array.isArray(toolCalls) &&
      toolCalls.every((call) => isRecord(call) && typeof call.name === 'string' && isRecord(call.input))
    )
  ) {
    return 'toolCalls must be [{ name: string, input: object, id?: string }]';
  }
  const match = value.match;
  if (match !== undefined) {
    if (!isRecord(match)) return 'match must be an object over JSON (functions only work in-process)';
    if (match.style !== undefined && !styles.has(match.style)) return 'match.style is not a provider style';
    if (match.afterToolResults !== undefined && typeof match.afterToolResults !== 'boolean')
      return 'match.afterToolResults must be a boolean';
    if (match.stream !== undefined && typeof match.stream !== 'boolean')
      return 'match.stream must be a boolean';
  }
  return undefined;
}
