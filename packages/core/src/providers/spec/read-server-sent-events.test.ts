import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultBatchEvents,
  eventBurstBudgetMs,
  readServerSentEventBatches,
  readServerSentEvents,
} from './read-server-sent-events.ts';
import type { ServerSentEvent } from './server-sent-event-parser.ts';

const encoder = new TextEncoder();

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Keeps the thread as the consumer's rendering of an event would. */
function busyFor(milliseconds: number): void {
  const busyUntil = performance.now() + milliseconds;
  while (performance.now() < busyUntil) {
    // Spinning stands in for the consumer's work.
  }
}

/** A body that delivers the given byte pieces one read at a time, like a network would. */
function streamOfPieces(pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[index++];
      if (piece) controller.enqueue(piece);
      else controller.close();
    },
  });
}

/** Splits the bytes at every given offset. */
function splitBytes(bytes: Uint8Array, offsets: number[]): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (const offset of [...offsets, bytes.length]) {
    pieces.push(bytes.slice(start, offset));
    start = offset;
  }
  return pieces;
}

async function collect(stream: ReadableStream<Uint8Array>, signal?: AbortSignal): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  for await (const event of readServerSentEvents(stream, { signal })) events.push(event);
  return events;
}

/** Reads the same bytes cut at every possible single offset and in one-byte pieces; all must agree. */
async function readAllSplits(text: string): Promise<ServerSentEvent[]> {
  const bytes = encoder.encode(text);
  const whole = await collect(streamOfPieces([bytes]));
  for (let offset = 0; offset <= bytes.length; offset++) {
    expect(await collect(streamOfPieces(splitBytes(bytes, [offset])))).toEqual(whole);
  }
  const oneByteEach = bytes.length > 0 ? Array.from(bytes.keys()).slice(1) : [];
  expect(await collect(streamOfPieces(splitBytes(bytes, oneByteEach)))).toEqual(whole);
  return whole;
}

describe('readServerSentEvents', () => {
  it('reads OpenAI-style data lines ending with [DONE]', async () => {
    const events = await readAllSplits('data: {"a":1}\n\ndata: {"a":2}\n\ndata: [DONE]\n\n');
    expect(events).toEqual([{ data: '{"a":1}' }, { data: '{"a":2}' }, { data: '[DONE]' }]);
  });

  it('reads named events (Anthropic style)', async () => {
    const events = await readAllSplits(
      'event: message_start\ndata: {"type":"message_start"}\n\nevent: ping\ndata: {"type": "ping"}\n\n',
    );
    expect(events).toEqual([
      { event: 'message_start', data: '{"type":"message_start"}' },
      { event: 'ping', data: '{"type": "ping"}' },
    ]);
  });

  it('treats CRLF, LF and lone CR as line endings, even split between pieces', async () => {
    const events = await readAllSplits('data: one\r\n\r\ndata: two\r\rdata: three\n\ndata: four\r\n\r\n');
    expect(events.map((event) => event.data)).toEqual(['one', 'two', 'three', 'four']);
  });

  it('joins multi-line data with newlines and strips only one leading space', async () => {
    const events = await readAllSplits('data: first\ndata:second\ndata:  indented\ndata\n\n');
    expect(events).toEqual([{ data: 'first\nsecond\n indented\n' }]);
  });

  it('ignores comments, unknown fields and events without data', async () => {
    const events = await readAllSplits(': keep-alive\nretry: 100\nfoo: bar\n\nevent: empty\n\ndata: x\n\n');
    expect(events).toEqual([{ data: 'x' }]);
  });

  it('keeps the last event id across events', async () => {
    const events = await readAllSplits('id: 7\ndata: a\n\ndata: b\n\nid: 8\ndata: c\n\n');
    expect(events).toEqual([
      { id: '7', data: 'a' },
      { id: '7', data: 'b' },
      { id: '8', data: 'c' },
    ]);
  });

  it('decodes multi-byte characters split inside their bytes', async () => {
    const text = 'data: {"text":"héllo wörld – 你好 👋🏽"}\n\n';
    const events = await readAllSplits(text);
    expect(events).toEqual([{ data: '{"text":"héllo wörld – 你好 👋🏽"}' }]);
  });

  it('drops a byte-order mark at the start of the stream', async () => {
    const events = await readAllSplits('\uFEFFdata: x\n\n');
    expect(events).toEqual([{ data: 'x' }]);
  });

  it('drops an event whose closing blank line never arrived', async () => {
    const events = await readAllSplits('data: complete\n\ndata: {"cut":');
    expect(events).toEqual([{ data: 'complete' }]);
  });

  it('rethrows an error of the underlying stream after the events before it', async () => {
    let sent = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) {
          controller.error(new TypeError('terminated'));
          return;
        }
        sent = true;
        controller.enqueue(encoder.encode('data: before\n\n'));
      },
    });
    const seen: string[] = [];
    await expect(async () => {
      for await (const event of readServerSentEvents(stream)) seen.push(event.data);
    }).rejects.toThrow('terminated');
    expect(seen).toEqual(['before']);
  });

  it('stops on abort while waiting for bytes and cancels the body', async () => {
    let cancelReason: unknown;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('data: first\n\n'));
      },
      cancel(reason) {
        cancelReason = reason;
      },
    });
    const controller = new AbortController();
    const seen: string[] = [];
    const reading = (async () => {
      for await (const event of readServerSentEvents(stream, { signal: controller.signal })) {
        seen.push(event.data);
        controller.abort(new Error('stopped by user'));
      }
    })();
    await expect(reading).rejects.toThrow('stopped by user');
    expect(seen).toEqual(['first']);
    expect(cancelReason).toBeInstanceOf(Error);
  });

  it('stops on abort while a read is still pending', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('data: only\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const controller = new AbortController();
    const seen: string[] = [];
    const reading = (async () => {
      for await (const event of readServerSentEvents(stream, { signal: controller.signal })) {
        seen.push(event.data);
        // The next read waits for bytes that never come; the abort must end it.
        setTimeout(() => {
          controller.abort(new Error('stopped while waiting'));
        }, 5);
      }
    })();
    await expect(reading).rejects.toThrow('stopped while waiting');
    expect(seen).toEqual(['only']);
    expect(cancelled).toBe(true);
  });

  it('refuses to start with an already aborted signal', async () => {
    const signal = AbortSignal.abort(new Error('too late'));
    await expect(collect(streamOfPieces([encoder.encode('data: x\n\n')]), signal)).rejects.toThrow(
      'too late',
    );
  });

  it('cancels the body when the consumer breaks out early', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('data: a\n\ndata: b\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readServerSentEvents(stream)) {
      expect(event.data).toBe('a');
      break;
    }
    expect(cancelled).toBe(true);
  });

  it('pauses for the event loop during a long burst of events from one chunk', async () => {
    const burst = Array.from({ length: 40 }, (_, index) => `data: ${index}\n\n`).join('');
    const timer = { ran: false };
    setTimeout(() => {
      timer.ran = true;
    }, 0);
    const seenBeforeTimer: string[] = [];
    for await (const event of readServerSentEvents(streamOfPieces([encoder.encode(burst)]))) {
      if (!timer.ran) seenBeforeTimer.push(event.data);
      // A consumer that takes a while per event, as rendering does.
      const busyUntil = Date.now() + eventBurstBudgetMs / 2;
      while (Date.now() < busyUntil) {
        // Spinning stands in for the consumer's work.
      }
    }
    expect(timer.ran).toBe(true);
    expect(seenBeforeTimer.length).toBeGreaterThan(0);
    expect(seenBeforeTimer.length).toBeLessThan(40);
  });

  it('counts a burst across chunks that had already arrived', async () => {
    // Forty one-event chunks, all there before the first read, as a fast local model delivers them:
    // each read resolves at once, so only the reader's own pauses let a timer run.
    const pieces = Array.from({ length: 40 }, (_, index) => encoder.encode(`data: ${index}\n\n`));
    const received = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece);
        controller.close();
      },
    });
    let turns = 0;
    let reading = true;
    const countTurn = () => {
      turns += 1;
      if (reading) setTimeout(countTurn, 0);
    };
    setTimeout(countTurn, 0);
    let events = 0;
    for await (const event of readServerSentEvents(received)) {
      events += Number(event.data.length > 0);
      busyFor(eventBurstBudgetMs / 4);
    }
    reading = false;
    expect(events).toBe(40);
    // 40 events of a quarter budget each are about ten bursts.
    expect(turns).toBeGreaterThanOrEqual(5);
  });

  it('waits for a frame at its first pause only, so the first words are drawn at once', async () => {
    let framesAsked = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
      framesAsked += 1;
      setTimeout(callback, 1);
      return framesAsked;
    });
    const burst = Array.from({ length: 40 }, (_, index) => `data: ${index}\n\n`).join('');
    let events = 0;
    for await (const event of readServerSentEvents(streamOfPieces([encoder.encode(burst)]))) {
      events += Number(event.data.length > 0);
      busyFor(eventBurstBudgetMs / 2);
    }
    expect(events).toBe(40);
    expect(framesAsked).toBe(1);
  });

  it('hands on the events of one read in batches of at most the batch size, in order', async () => {
    const count = 2 * defaultBatchEvents + 5;
    const burst = Array.from({ length: count }, (_, index) => `data: ${index}\n\n`).join('');
    const sizes: number[] = [];
    const data: string[] = [];
    for await (const batch of readServerSentEventBatches(streamOfPieces([encoder.encode(burst)]))) {
      sizes.push(batch.length);
      data.push(...batch.map((event) => event.data));
    }
    expect(sizes).toEqual([defaultBatchEvents, defaultBatchEvents, 5]);
    expect(data).toEqual(Array.from({ length: count }, (_, index) => String(index)));
  });
});
