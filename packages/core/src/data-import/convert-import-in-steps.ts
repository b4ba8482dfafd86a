import { yieldToEventLoop } from '../scheduling/index.ts';
import { emptyResult, type ConversionResult } from './conversion-result.ts';
import { chatGPTConversations, convertChatGPT } from './convert-chatgpt.ts';
import { convertClaude } from './convert-claude.ts';
import { convertExport, exportChunkPaths, type ConvertExportOptions } from './convert-export.ts';
import { convertExportChats } from './convert-export-chats.ts';
import { convertLibreChat } from './convert-librechat.ts';
import { convertOpenWebUI } from './convert-open-webui.ts';
import { UnknownImportFormatError } from './convert-import.ts';
import { detectImportFormat } from './detect-import-format.ts';
import { emptyPayload, type ImportPayload } from './import-payload.ts';
import type { ImportedChat } from './imported-chat.ts';
import { arrayField, field, objectField } from './read-fields.ts';

export interface ConvertInStepsOptions extends ConvertExportOptions {
  signal?: AbortSignal;
  /** The share of conversations converted, 0 to 1, after each batch. */
  onProgress?: (fraction: number) => void;
  /** Conversations per step: a few milliseconds of work each. */
  batchSize?: number;
  pause?: () => Promise<void>;
  /**
   * Empties each slot of the file's list of conversations once it is converted, so the parsed file
   * shrinks while the payload grows (a worker that read the file for this alone). The value passed
   * in is changed.
   */
  releaseConverted?: boolean;
}

const defaultBatchSize = 200;

type ChatConverter = (batch: readonly unknown[], into: ConversionResult<ImportedChat>) => void;

/** The file's conversations as one list, and how to convert a slice of it. */
function chatSteps(
  value: unknown,
  options: ConvertExportOptions,
): { units: readonly unknown[]; convert: ChatConverter } {
  const merge =
    (
      converter: (batch: unknown, settings: { now: number }) => ConversionResult<ImportedChat>,
    ): ChatConverter =>
    (batch, into) => {
      const result = converter(batch, options);
      into.items.push(...result.items);
      into.failures.push(...result.failures);
    };
  switch (detectImportFormat(value)) {
    case undefined:
      throw new UnknownImportFormatError();
    case 'confab': {
      const data = objectField(value, 'data');
      const inline = arrayField(data, 'chats');
      const chunked = exportChunkPaths(value).flatMap((path) => {
        const chunk = options.chunks?.get(path);
        return Array.isArray(chunk) ? (chunk as unknown[]) : [];
      });
      return {
        units: inline ?? chunked,
        convert: (batch, into) => {
          convertExportChats(batch, options, into);
        },
      };
    }
    case 'chatgpt':
      return { units: chatGPTConversations(value), convert: merge(convertChatGPT) };
    case 'claude':
      return { units: Array.isArray(value) ? value : [value], convert: merge(convertClaude) };
    case 'open-webui':
      return { units: Array.isArray(value) ? value : [value], convert: merge(convertOpenWebUI) };
    case 'librechat':
      return { units: Array.isArray(value) ? value : [value], convert: merge(convertLibreChat) };
  }
}

/**
 * `convertImport` in batches of conversations with a pause between them, so a worker can report
 * progress and cancel, and no step runs long. Everything but the chats (folders, prompts,
 * settings: small lists) converts in one step, as `convertImport` does it.
 */
export async function convertImportInSteps(
  value: unknown,
  options: ConvertInStepsOptions,
): Promise<ImportPayload> {
  const pause = options.pause ?? yieldToEventLoop;
  const { units, convert } = chatSteps(value, options);
  const format = detectImportFormat(value) ?? 'confab';
  const payload =
    format === 'confab'
      ? { ...convertExport(withoutChats(value), options), chats: emptyResult<ImportedChat>() }
      : emptyPayload(format);
  const missingChunks =
    format === 'confab' ? convertExport(onlyMissingChunks(value, options), options).chats : undefined;
  const batchSize = options.batchSize ?? defaultBatchSize;
  for (let start = 0; start < units.length; start += batchSize) {
    options.signal?.throwIfAborted();
    convert(units.slice(start, start + batchSize), payload.chats);
    if (options.releaseConverted) (units as unknown[]).fill(undefined, start, start + batchSize);
    options.onProgress?.(Math.min(1, (start + batchSize) / units.length));
    await pause();
  }
  options.signal?.throwIfAborted();
  if (missingChunks) payload.chats.failures.push(...missingChunks.failures);
  return payload;
}

/** The export record without its chats, for the one-step part of the conversion. */
function withoutChats(value: unknown): unknown {
  const data = objectField(value, 'data') ?? {};
  return { data: Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'chats')) };
}

/** Only the chunk paths whose files are missing, so their failures are reported once. */
function onlyMissingChunks(value: unknown, options: ConvertExportOptions): unknown {
  const missing = exportChunkPaths(value).filter((path) => !Array.isArray(options.chunks?.get(path)));
  return field(objectField(value, 'data'), 'chats') === undefined || missing.length === 0
    ? { data: {} }
    : { data: { chats: { chunks: missing } } };
}
