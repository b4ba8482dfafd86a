// Reads a fetch body of Server-Sent Events as an async iterable. Shared by every provider adapter, so
// it runs in browsers and Node alike: web streams and TextDecoder only.
import { yieldToEventLoop, yieldToNextFrame } from '../../scheduling/index.ts';
import { createServerSentEventParser, type ServerSentEvent } from './server-sent-event-parser.ts';

export interface ReadServerSentEventsOptions {
  /** Aborting stops the reading, cancels the body (closing the connection) and throws the reason. */
  signal?: AbortSignal;
}

export interface ReadServerSentEventBatchesOptions extends ReadServerSentEventsOptions {
  /** The most events handed on in one batch; the burst's pause is decided between batches. */
  batchEvents?: number;
}

/**
 * How long one burst of events may keep the thread before reading pauses for a turn of the event
 * loop. A fast local model, or a reply arriving all at once, delivers thousands of events in one
 * network chunk; without a pause, reading them (and everything the consumer does per event) would be
 * one long task that holds up typing and painting.
 */
export const eventBurstBudgetMs = 8;

/**
 * Events per batch by default: the events of one network chunk go on together (a reply arriving all
 * at once is a handful of batches, not thousands of single events through every layer above), and a
 * batch is still small enough that the pause after it comes close to the budget.
 */
export const defaultBatchEvents = 128;

/** A read that took this long waited for bytes from the network (the thread was free meanwhile). */
const networkWaitMs = 1;

/** The events of a body, one at a time (each one its own batch, so the burst budget counts per event). */
export async function* readServerSentEvents(
  stream: ReadableStream<Uint8Array>,
  options: ReadServerSentEventsOptions = {},
): AsyncGenerator<ServerSentEvent, void, undefined> {
  for await (const batch of readServerSentEventBatches(stream, { ...options, batchEvents: 1 })) {
    yield* batch;
  }
}

/**
 * The events of a body in batches: the events decoded from one read, at most `batchEvents` at a time.
 * The consumer's work on a batch runs before the next one is asked for, so it counts towards the
 * burst: once the burst has used its budget, reading pauses for a turn of the event loop.
 */
export async function* readServerSentEventBatches(
  stream: ReadableStream<Uint8Array>,
  options: ReadServerSentEventBatchesOptions = {},
): AsyncGenerator<ServerSentEvent[], void, undefined> {
  const { signal, batchEvents = defaultBatchEvents } = options;
  signal?.throwIfAborted();
  const reader = stream.getReader();
  // `stream: true` keeps a multi-byte character split across chunks until its last byte arrives.
  const decoder = new TextDecoder('utf-8');
  const parser = createServerSentEventParser();
  const aborted = abortPromise(signal);
  let finished = false;
  let pausedOnce = false;
  let burstStart = performance.now();
  try {
    for (;;) {
      const readStart = performance.now();
      const result = await (aborted ? Promise.race([reader.read(), aborted.promise]) : reader.read());
      // A read served from bytes already received resolves at once, without giving the thread away,
      // so the burst goes on across chunks; one that waited for the network let the browser work.
      if (performance.now() - readStart >= networkWaitMs) burstStart = performance.now();
      const events = result.done
        ? [...parser.push(decoder.decode()), ...parser.end()]
        : parser.push(decoder.decode(result.value, { stream: true }));
      for (let first = 0; first < events.length; first += batchEvents) {
        yield events.length <= batchEvents ? events : events.slice(first, first + batchEvents);
        if (performance.now() - burstStart >= eventBurstBudgetMs) {
          // The first pause waits for a frame, so the answer's first words are drawn at once; later
          // ones stay ahead of the frame, which keeps a fast stream's reading quick (docs/rendering.md).
          await (pausedOnce ? yieldToEventLoop() : yieldToNextFrame());
          pausedOnce = true;
          burstStart = performance.now();
        }
        signal?.throwIfAborted();
      }
      if (result.done) break;
    }
    finished = true;
  } finally {
    aborted?.dispose();
    // A consumer that breaks out early, an abort or a parse failure must not leave the connection open.
    if (!finished) await reader.cancel(signal?.reason).catch(ignoreCancelFailure);
    reader.releaseLock();
  }
}

function ignoreCancelFailure(): void {
  // The stream already errored (the server cut it); there is nothing left to cancel.
}

interface AbortPromise {
  promise: Promise<never>;
  dispose(): void;
}

function abortPromise(signal: AbortSignal | undefined): AbortPromise | undefined {
  if (!signal) return undefined;
  let onAbort = (): void => undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    onAbort = () => {
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
  // The race may lose to a read; an unobserved rejection must not surface as unhandled.
  promise.catch(() => undefined);
  return {
    promise,
    dispose() {
      signal.removeEventListener('abort', onAbort);
    },
  };
}
