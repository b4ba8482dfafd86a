import type { ProviderStyle } from '@confab/core/entities';

export interface MeteredUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface UsageMeter {
  /** Text of the provider's answer as it passes (SSE lines or one JSON body), in any chunking. */
  push: (text: string) => void;
  /** The provider's own figures when it sent them; otherwise output estimated from the text (4 characters a token). */
  result: () => MeteredUsage;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

function textLength(value: unknown): number {
  return typeof value === 'string' ? value.length : 0;
}

interface Reading {
  input?: number;
  output?: number;
  characters: number;
}

function readOpenAI(event: Record<string, unknown>): Reading {
  const usage = record(event.usage);
  const choices = Array.isArray(event.choices) ? event.choices : [];
  let characters = 0;
  for (const choice of choices) {
    const entry = record(choice);
    const delta = record(entry?.delta) ?? record(entry?.message);
    characters += textLength(delta?.content) + textLength(delta?.reasoning_content);
  }
  return usage
    ? { input: count(usage.prompt_tokens), output: count(usage.completion_tokens), characters }
    : { characters };
}

function readAnthropic(event: Record<string, unknown>): Reading {
  const message = record(event.message);
  const usage = record(event.usage) ?? record(message?.usage);
  const delta = record(event.delta);
  let characters = textLength(delta?.text) + textLength(delta?.thinking);
  if (Array.isArray(event.content)) {
    for (const block of event.content) characters += textLength(record(block)?.text);
  }
  if (!usage) return { characters };
  const input =
    count(usage.input_tokens) +
    count(usage.cache_creation_input_tokens) +
    count(usage.cache_read_input_tokens);
  return {
    ...(input > 0 ? { input } : {}),
    ...(usage.output_tokens === undefined ? {} : { output: count(usage.output_tokens) }),
    characters,
  };
}

function readGemini(event: Record<string, unknown>): Reading {
  const usage = record(event.usageMetadata);
  let characters = 0;
  for (const candidate of Array.isArray(event.candidates) ? event.candidates : []) {
    const parts = record(record(candidate)?.content)?.parts;
    for (const part of Array.isArray(parts) ? parts : []) characters += textLength(record(part)?.text);
  }
  return usage
    ? {
        input: count(usage.promptTokenCount),
        output: count(usage.candidatesTokenCount) + count(usage.thoughtsTokenCount),
        characters,
      }
    : { characters };
}

const readers: Record<ProviderStyle, (event: Record<string, unknown>) => Reading> = {
  openai: readOpenAI,
  anthropic: readAnthropic,
  gemini: readGemini,
};

/**
 * Reads token figures from a provider's answer while it is forwarded unchanged: SSE `data:` lines
 * of a stream, or the whole JSON body of a non-streaming answer. The latest figures win (Gemini's
 * are cumulative; OpenAI sends one usage chunk; Anthropic splits input and output).
 */
export function createUsageMeter(style: ProviderStyle, { wholeJson = false } = {}): UsageMeter {
  const read = readers[style];
  let buffer = '';
  let input: number | undefined;
  let output: number | undefined;
  let characters = 0;

  const consume = (json: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      return;
    }
    const event = record(parsed);
    if (!event) return;
    const reading = read(event);
    if (reading.input !== undefined) input = reading.input;
    if (reading.output !== undefined) output = reading.output;
    characters += reading.characters;
  };

  return {
    push(text) {
      buffer += text;
      if (wholeJson) return;
      const lines = buffer.split(/\r?\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('data:')) consume(line.slice(5).trim());
      }
    },
    result() {
      const rest = buffer.trim();
      buffer = '';
      if (wholeJson) consume(rest);
      else if (rest.startsWith('data:')) consume(rest.slice(5).trim());
      return { inputTokens: input ?? 0, outputTokens: output ?? Math.ceil(characters / 4) };
    },
  };
}
