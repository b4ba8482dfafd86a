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
import { readServerSentEvents, type BurstProgress } from './read-server-sent-events.ts';
import type { ServerSentEvent } from './server-sent-event-parser.ts';
import type { ReasoningDeltaEvent, StreamEvent, TextDeltaEvent } from './stream-events.ts';

export type StreamTranslator = (
  events: AsyncIterable<ServerSentEvent>,
) => AsyncGenerator<StreamEvent, void, undefined>;

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
  const burst: BurstProgress = { more: false };
  // Deltas of one burst go on as one: each event handed on passes through every layer above (the
  // app's answer, its live copy), which for a reply arriving all at once was thousands of turns
  // through five generators after its last byte.
  let held: DeltaEvent | undefined;
  // The first delta of each slice goes on at once, so the page asks for a redraw early in the slice
  // and draws it at the pause that ends the slice (held until then, it missed that frame).
  let sliceHandedOn = false;
  try {
    for await (const event of translate(readServerSentEvents(body, { signal, burst }))) {
      // Events decoded from the same network chunk as the abort must not reach a caller who pressed Stop.
      if (signal?.aborted) break;
      if (event.type === 'text-delta' || event.type === 'reasoning-delta') {
        if (held?.type === event.type) {
          held = joined(held, event);
        } else {
          if (held) yield held;
          held = event;
        }
        if (signal?.aborted) continue;
        if (burst.more && sliceHandedOn) continue;
        yield held;
        held = undefined;
        sliceHandedOn = burst.more;
        continue;
      }
      if (held) yield held;
      held = undefined;
      // The caller may have pressed Stop on the text just handed on.
      if (signal?.aborted) break;
      yield event;
      // Leaving the loop closes the translator and the reader, which cancels the body.
      if (event.type === 'end') return;
    }
  } catch {
    // The reader throws on abort (its reason) and when the connection breaks mid-stream.
    if (held && !signal?.aborted) yield held;
    yield* signal?.aborted ? stopped() : failed({ message: interruptedMessage });
    return;
  }
  if (held && !signal?.aborted) yield held;
  yield* signal?.aborted ? stopped() : failed({ message: interruptedMessage });
}

type DeltaEvent = TextDeltaEvent | ReasoningDeltaEvent;

function joined(first: DeltaEvent, second: DeltaEvent): DeltaEvent {
  const text = first.text + second.text;
  return first.type === 'text-delta' ? { type: 'text-delta', text } : { type: 'reasoning-delta', text };
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
