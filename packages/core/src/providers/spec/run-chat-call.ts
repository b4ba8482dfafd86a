// The part of a chat call every style shares: send, turn HTTP failures into error events, read the
// stream or the whole answer, notice a stream that stopped without its terminator, and stop quietly
// on abort. A style only supplies its request and its two translators.
import type { ProviderCallOptions } from './chat-request.ts';
import { isRecord, numberField, parseJson, recordField } from './json-values.ts';
import {
  errorMessageOf,
  interruptedMessage,
  readFailedResponse,
  unreachableFailure,
  type ProviderFailure,
} from './provider-error-message.ts';
import { sendProviderRequest, type ProviderHttpRequest } from './provider-http-request.ts';
import { readServerSentEventBatches } from './read-server-sent-events.ts';
import type { ServerSentEvent } from './server-sent-event-parser.ts';
import type { StreamEvent } from './stream-events.ts';

/**
 * A style's reading of one stream, fed its events in order. Synchronous, so a batch of events costs
 * no promise turns: a reply arriving all at once is thousands of events.
 */
export interface StreamTranslation {
  /** Appends the stream events `event` makes to `out`; once one of them is `end`, it is fed no more. */
  read(event: ServerSentEvent, out: StreamEvent[]): void;
  /** The body ended: appends what a complete answer still owes (its `end`), nothing if it was cut. */
  finish(out: StreamEvent[]): void;
}

/** Starts the reading of one stream (a translation keeps state across its events). */
export type StreamTranslator = () => StreamTranslation;

export interface ChatCall {
  request: ProviderHttpRequest;
  stream: boolean;
  /** Yields `end` once it saw the style's terminator; returning without one means the stream was cut. */
  translateStream: StreamTranslator;
  /** Translates a whole answer; the last event is `end`. */
  translateWhole(body: unknown): StreamEvent[];
}

export async function* runChatCall(
  call: ChatCall,
  options: ProviderCallOptions = {},
): AsyncGenerator<StreamEvent, void, undefined> {
  const { signal } = options;
  let response: Response;
  try {
    response = await sendProviderRequest(call.request, options);
  } catch (error) {
    yield* signal?.aborted ? stopped() : failed(unreachableFailure(call.request.url, error));
    return;
  }
  if (!response.ok) {
    yield* failed(await readFailedResponse(response));
    return;
  }
  // Some compatible servers ignore `stream: true` and answer one JSON document; read it whole.
  const answeredJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (call.stream && response.body && !answeredJson) {
    yield* readStream(call.translateStream, response.body, signal);
  } else {
    yield* readWhole(call, response, signal);
  }
}

async function* readStream(
  translate: StreamTranslator,
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal | undefined,
): AsyncGenerator<StreamEvent, void, undefined> {
  const translation = translate();
  // A batch's events go on together, its deltas joined: each event handed on passes through every
  // layer above (the app's answer, its live copy), which for a reply arriving all at once was
  // thousands of turns through several generators after its last byte.
  const out: StreamEvent[] = [];
  let ended = false;
  // The stream's first delta goes on alone, at once: the answer's first words are a small first
  // render, drawn at the reader's first pause (with a whole batch they were 600 characters of
  // markdown, and the first text of a fast stream came later).
  let firstDeltaHandedOn = false;
  try {
    for await (const batch of readServerSentEventBatches(body, { signal })) {
      // Events decoded from the same network chunk as the abort must not reach a caller who pressed Stop.
      if (signal?.aborted) break;
      for (const event of batch) {
        translation.read(event, out);
        ended = out.at(-1)?.type === 'end';
        if (ended) break;
        if (!firstDeltaHandedOn && out.some(isDelta)) {
          firstDeltaHandedOn = true;
          yield* out.splice(0);
          if (signal?.aborted) break;
        }
      }
      for (const event of joinedDeltas(out.splice(0))) {
        // The caller may have pressed Stop on the text just handed on.
        if (signal?.aborted) break;
        yield event;
      }
      // Leaving the loop closes the reader, which cancels the body.
      if (ended || signal?.aborted) break;
    }
    if (!ended && !signal?.aborted) {
      translation.finish(out);
      ended = out.at(-1)?.type === 'end';
      yield* out.splice(0);
    }
  } catch {
    // The reader throws on abort (its reason) and when the connection breaks mid-stream.
    ended = false;
  }
  if (ended && !signal?.aborted) return;
  yield* signal?.aborted ? stopped() : failed({ message: interruptedMessage });
}

type DeltaEvent = Extract<StreamEvent, { type: 'text-delta' | 'reasoning-delta' }>;

function isDelta(event: StreamEvent): event is DeltaEvent {
  return event.type === 'text-delta' || event.type === 'reasoning-delta';
}

/** The events with each run of deltas of one kind joined into one delta (one string, one object). */
function joinedDeltas(events: readonly StreamEvent[]): StreamEvent[] {
  const joined: StreamEvent[] = [];
  let run: DeltaEvent[] = [];
  const closeRun = () => {
    const [first] = run;
    if (first === undefined) return;
    const text = run.length === 1 ? first.text : run.map((delta) => delta.text).join('');
    joined.push(
      first.type === 'text-delta' ? { type: 'text-delta', text } : { type: 'reasoning-delta', text },
    );
    run = [];
  };
  for (const event of events) {
    if (isDelta(event) && (run.length === 0 || run[0]?.type === event.type)) {
      run.push(event);
      continue;
    }
    closeRun();
    if (isDelta(event)) run.push(event);
    else joined.push(event);
  }
  closeRun();
  return joined;
}

async function* readWhole(
  call: ChatCall,
  response: Response,
  signal: AbortSignal | undefined,
): AsyncGenerator<StreamEvent, void, undefined> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    yield* signal?.aborted ? stopped() : failed({ message: interruptedMessage });
    return;
  }
  const body = parseJson(text);
  if (body === undefined) {
    yield* failed({ message: 'The provider answered something other than JSON.', status: response.status });
    return;
  }
  // OpenRouter and some proxies answer 200 with an error document.
  const embeddedError = isRecord(body) && body.error !== undefined ? errorMessageOf(body) : undefined;
  if (embeddedError !== undefined) {
    const status = numberField(recordField(body, 'error'), 'code');
    yield* failed(status === undefined ? { message: embeddedError } : { message: embeddedError, status });
    return;
  }
  yield* call.translateWhole(body);
}

/** The two events every failure ends with. */
export function failureEvents(failure: ProviderFailure): StreamEvent[] {
  const error: StreamEvent =
    failure.status === undefined
      ? { type: 'error', message: failure.message }
      : { type: 'error', message: failure.message, status: failure.status };
  return [error, { type: 'end', finishReason: 'error' }];
}

function failed(failure: ProviderFailure): StreamEvent[] {
  return failureEvents(failure);
}

function stopped(): StreamEvent[] {
  return [{ type: 'end', finishReason: 'other' }];
}
