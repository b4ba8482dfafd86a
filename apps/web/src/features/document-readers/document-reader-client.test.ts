// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerReadRequest } from './answer-read-request.ts';
import { DocumentReaderClient } from './document-reader-client.ts';
import type { ReadRequest } from './document-reader-protocol.ts';
import { DocumentReadError } from './document-read-error.ts';
import { blobOf } from './test/make-test-documents.ts';

/** Stands in for the module worker: answers through the same function, on this thread. */
class FakeWorker extends EventTarget {
  readonly received: ReadRequest[] = [];
  terminated = false;
  /** Requests are answered only when the test says so, to abort them in between. */
  hold = false;

  postMessage(request: ReadRequest): void {
    this.received.push(request);
    if (!this.hold) this.answer(request);
  }

  answer(request: ReadRequest): void {
    void answerReadRequest(request).then((response) => {
      if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data: response }));
    });
  }

  crash(): void {
    this.dispatchEvent(Object.assign(new Event('error', { cancelable: true }), { message: 'Out of memory' }));
  }

  terminate(): void {
    this.terminated = true;
  }
}

const text = { name: 'notes.txt', mimeType: 'text/plain' };
let workers: FakeWorker[] = [];
let clients: DocumentReaderClient[] = [];

function makeClient(options: { hold?: boolean } = {}): DocumentReaderClient {
  const client = new DocumentReaderClient(() => {
    const worker = new FakeWorker();
    worker.hold = options.hold ?? false;
    workers.push(worker);
    return worker as unknown as Worker;
  });
  clients.push(client);
  return client;
}

afterEach(() => {
  vi.useRealTimers();
  for (const client of clients) client.close();
  clients = [];
  workers = [];
});

describe('DocumentReaderClient', () => {
  it('reads files one after another in one worker', async () => {
    const client = makeClient();
    const [first, second] = await Promise.all([
      client.read(blobOf('First file.'), text),
      client.read(blobOf('Second file.'), text),
    ]);
    expect(first.blocks).toEqual([{ kind: 'text', text: 'First file.' }]);
    expect(second.blocks).toEqual([{ kind: 'text', text: 'Second file.' }]);
    expect(workers).toHaveLength(1);
  });

  it('passes a reader failure back as a DocumentReadError with its code', async () => {
    const client = makeClient();
    const error: unknown = await client
      .read(blobOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])), { name: 'blob.bin', mimeType: '' })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DocumentReadError);
    expect((error as DocumentReadError).code).toBe('unsupported');
  });

  it('terminates the worker when the file being read is aborted, and reads the next in a fresh one', async () => {
    const client = makeClient({ hold: true });
    const controller = new AbortController();
    const aborted = client.read(blobOf('Slow file.'), text, controller.signal);
    const next = client.read(blobOf('Next file.'), text);
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0]?.terminated).toBe(true);
    const fresh = workers[1];
    const request = fresh?.received[0];
    if (!fresh || !request) throw new Error('The next file did not reach a fresh worker');
    fresh.answer(request);
    expect((await next).blocks).toEqual([{ kind: 'text', text: 'Next file.' }]);
  });

  it('drops a waiting file that is aborted without sending it', async () => {
    const client = makeClient();
    const controller = new AbortController();
    const first = client.read(blobOf('Kept.'), text);
    const dropped = client.read(blobOf('Dropped.'), text, controller.signal);
    controller.abort();
    await expect(dropped).rejects.toMatchObject({ name: 'AbortError' });
    await first;
    expect(workers[0]?.received.map((request) => request.name)).toEqual(['notes.txt']);
  });

  it('fails the file being read when the worker crashes, and keeps serving', async () => {
    const client = makeClient({ hold: true });
    const crashed = client.read(blobOf('Crash.'), text);
    workers[0]?.crash();
    const error: unknown = await crashed.catch((reason: unknown) => reason);
    expect((error as DocumentReadError).code).toBe('failed');
    const after = client.read(blobOf('After.'), text);
    const request = workers[1]?.received[0];
    if (request) workers[1]?.answer(request);
    expect((await after).blocks).toEqual([{ kind: 'text', text: 'After.' }]);
  });

  it('stops an idle worker after half a minute and starts a new one for the next file', async () => {
    vi.useFakeTimers();
    const client = makeClient();
    await client.read(blobOf('Before the pause.'), text);
    vi.advanceTimersByTime(29_000);
    expect(workers[0]?.terminated).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(workers[0]?.terminated).toBe(true);
    expect((await client.read(blobOf('After the pause.'), text)).blocks).toEqual([
      { kind: 'text', text: 'After the pause.' },
    ]);
    expect(workers).toHaveLength(2);
  });
});
