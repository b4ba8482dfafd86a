// Reads a fetch body of Server-Sent Events as an async iterable. Shared by every provider adapter, so
// it runs in browsers and Node alike: web streams and TextDecoder only.
import { yieldToEventLoop, yieldToNextFrame } from '../../scheduling/index.ts';
import { createServerSentEventParser, type ServerSentEvent } from './server-sent-event-parser.ts';

export interface ReadServerSentEventsOptions {
  /** Aborting stops the reading, cancels the body (closing the connection) and throws the reason. */
  signal?: AbortSignal;
  /**
   * Set before each event is yielded: `more` is true when the next event is already decoded and
   * follows without a pause, so a consumer may hold this one's text and hand both on together.
   */
  burst?: BurstProgress;
}

export interface BurstProgress {
  more: boolean;
}

/**
 * How long one burst of events may keep the thread before reading pauses for a turn of the event
 * loop. A fast local model, or a reply arriving all at once, delivers thousands of events in one
 * network chunk; without a pause, reading them (and everything the consumer does per event) would be
 * one long task that holds up typing and painting.
 */
export const eventBurstBudgetMs = 8;

/** A read that took this long waited for bytes from the network (the thread was free meanwhile). */
const networkWaitMs = 1;

export async function* readServerSentEvents(
  stream: ReadableStream<Uint8Array>,
  options: ReadServerSentEventsOptions = {},
): AsyncGenerator<ServerSentEvent, void, undefined> {
  const { signal } = options;
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
      for (const [index, event] of events.entries()) {
        // Decided before the event is handed on, so `burst.more` says truly whether a pause follows.
        // The consumer's work for the events before this one ran between the yields, so it counts too.
        const pauseDue = performance.now() - burstStart >= eventBurstBudgetMs;
        if (options.burst) options.burst.more = !pauseDue && index < events.length - 1;
        yield event;
        if (pauseDue) {
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
