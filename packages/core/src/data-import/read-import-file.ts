import { yieldToEventLoop } from '../scheduling/index.ts';
import { decodeFileBytesInSteps } from './decode-file-bytes.ts';
import { JsonReader } from './json-reader.ts';

export interface ReadImportFileOptions {
  /** Aborting stops the read at the next step with the signal's reason. */
  signal?: AbortSignal;
  /** Called between steps with the share done, 0 to 1 (decoding is the first tenth). */
  onProgress?: (fraction: number) => void;
  /** Characters parsed per step: about 10 ms of work each on a laptop, far under the 200 ms budget. */
  stepCharacters?: number;
  maximumDepth?: number;
  /** Injected by tests; the default gives the event loop a turn. */
  pause?: () => Promise<void>;
}

const defaultStepCharacters = 512 * 1024;

/**
 * Reads a dropped file (its bytes, or text already decoded) into a plain value, in steps with a
 * pause between them, so a worker can report progress and cancel and a main thread stays
 * responsive. Throws `ImportReadError` for anything that is not readable JSON.
 */
export async function readImportFile(
  input: Uint8Array | string,
  options: ReadImportFileOptions = {},
): Promise<unknown> {
  const pause = options.pause ?? yieldToEventLoop;
  const report = options.onProgress ?? (() => undefined);
  let text: string;
  if (typeof input === 'string') {
    text = input;
  } else {
    const parts: string[] = [];
    let decodedBytes = 0;
    for (const part of decodeFileBytesInSteps(input)) {
      parts.push(part);
      decodedBytes += part.length;
      report(Math.min(0.1, (0.1 * decodedBytes) / Math.max(1, input.length)));
      await pause();
      options.signal?.throwIfAborted();
    }
    text = parts.join('');
  }
  options.signal?.throwIfAborted();
  const reader = new JsonReader(
    text,
    options.maximumDepth === undefined ? {} : { maximumDepth: options.maximumDepth },
  );
  const stepCharacters = options.stepCharacters ?? defaultStepCharacters;
  while (!reader.step(stepCharacters)) {
    report(0.1 + 0.9 * reader.progress);
    await pause();
    options.signal?.throwIfAborted();
  }
  report(1);
  return reader.value;
}

/** The same reading in one go, for text known to be small (a single chunk file, a test). */
export function parseImportText(text: string, options: { maximumDepth?: number } = {}): unknown {
  const reader = new JsonReader(text, options);
  // An unbounded step runs to the end: it completes the value or throws.
  reader.step(Number.POSITIVE_INFINITY);
  return reader.value;
}
