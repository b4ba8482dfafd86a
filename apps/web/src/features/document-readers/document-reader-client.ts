import type { ReadRequest, ReadResponse } from './document-reader-protocol.ts';
import { DocumentReadError } from './document-read-error.ts';
import type { ReadDocumentResult } from './read-document.ts';

/** How long an idle worker (with PDF.js loaded, tens of MB) is kept for the next file. */
const idleMilliseconds = 30_000;

interface Job {
  request: ReadRequest;
  resolve: (document: ReadDocumentResult) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

export type CreateReaderWorker = () => Worker;

const createModuleWorker: CreateReaderWorker = () =>
  new Worker(new URL('./document-reader.worker.ts', import.meta.url), {
    type: 'module',
    name: 'confab-document-reader',
  });

/**
 * One worker reads one file at a time; further files wait in a queue here, on the page. Aborting
 * a waiting file drops it; aborting the file being read terminates the worker (a PDF.js parse
 * cannot be interrupted from outside), and the next file starts a fresh one.
 */
export class DocumentReaderClient {
  readonly #createWorker: CreateReaderWorker;
  #worker: Worker | undefined;
  #running: Job | undefined;
  #queue: Job[] = [];
  #nextRequestID = 1;
  #idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(createWorker: CreateReaderWorker = createModuleWorker) {
    this.#createWorker = createWorker;
  }

  read(
    bytes: Blob,
    file: { name: string; mimeType: string },
    signal?: AbortSignal,
  ): Promise<ReadDocumentResult> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    return new Promise((resolve, reject) => {
      const request: ReadRequest = {
        requestID: this.#nextRequestID++,
        bytes,
        name: file.name,
        mimeType: file.mimeType,
      };
      const job: Job = {
        request,
        resolve,
        reject,
        signal,
        onAbort: () => {
          this.#abort(job);
        },
      };
      signal?.addEventListener('abort', job.onAbort, { once: true });
      this.#queue.push(job);
      this.#pump();
    });
  }

  #pump(): void {
    if (this.#running) return;
    const job = this.#queue.shift();
    if (!job) {
      clearTimeout(this.#idleTimer);
      this.#idleTimer = setTimeout(() => {
        if (!this.#running) this.#stopWorker();
      }, idleMilliseconds);
      return;
    }
    clearTimeout(this.#idleTimer);
    this.#running = job;
    this.#ensureWorker().postMessage(job.request);
  }

  #ensureWorker(): Worker {
    if (this.#worker) return this.#worker;
    const worker = this.#createWorker();
    worker.addEventListener('message', (event: MessageEvent<ReadResponse>) => {
      this.#settle(event.data);
    });
    worker.addEventListener('error', (event) => {
      // A crash (out of memory, a chunk that failed to load) fails the file being read, not the queue.
      event.preventDefault();
      const job = this.#running;
      this.#stopWorker();
      if (job)
        this.#finish(job, () => {
          job.reject(new DocumentReadError('failed', event.message || undefined));
        });
    });
    this.#worker = worker;
    return worker;
  }

  #settle(response: ReadResponse): void {
    const job = this.#running;
    if (job?.request.requestID !== response.requestID) return;
    if (response.type === 'document')
      this.#finish(job, () => {
        job.resolve(response.document);
      });
    else
      this.#finish(job, () => {
        job.reject(new DocumentReadError(response.code, response.message));
      });
  }

  #finish(job: Job, settle: () => void): void {
    job.signal?.removeEventListener('abort', job.onAbort);
    if (this.#running === job) this.#running = undefined;
    settle();
    this.#pump();
  }

  #abort(job: Job): void {
    const reason: unknown = job.signal?.reason;
    if (this.#running === job) {
      this.#stopWorker();
      this.#finish(job, () => {
        job.reject(reason);
      });
      return;
    }
    this.#queue = this.#queue.filter((waiting) => waiting !== job);
    job.reject(reason);
  }

  /** Stops the worker and its idle timer (tests; the app's one client lives as long as the page). */
  close(): void {
    this.#stopWorker();
  }

  #stopWorker(): void {
    clearTimeout(this.#idleTimer);
    this.#worker?.terminate();
    this.#worker = undefined;
  }
}

let shared: DocumentReaderClient | undefined;

/**
 * Reads a file into blocks of text in the app's document-reader worker, off the page's thread.
 * Rejects with a DocumentReadError (see its `code`), or with the signal's reason when aborted.
 */
export function readDocumentInWorker(
  bytes: Blob,
  file: { name: string; mimeType: string },
  signal?: AbortSignal,
): Promise<ReadDocumentResult> {
  shared ??= new DocumentReaderClient();
  return shared.read(bytes, file, signal);
}
