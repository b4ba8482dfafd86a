// Reads a fetch body of Server-Sent Events as an async iterable. Shared by every provider adapter, so
// it runs in browsers and Node alike: web streams and TextDecoder only.
import { createServerSentEventParser, type ServerSentEvent } from './server-sent-event-parser.ts';

export interface ReadServerSentEventsOptions {
  /** Aborting stops the reading, cancels the body (closing the connection) and throws the reason. */
  signal?: AbortSignal;
}

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
  try {
    for (;;) {
      const result = await (aborted ? Promise.race([reader.read(), aborted.promise]) : reader.read());
      if (result.done) break;
      yield* parser.push(decoder.decode(result.value, { stream: true }));
      signal?.throwIfAborted();
    }
    yield* parser.push(decoder.decode());
    yield* parser.end();
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
