import {
  ImportReadError,
  UnknownImportFormatError,
  acceptConfirmations,
  convertImportInSteps,
  detectImportFormat,
  readImportFileContents,
  type ImportPayload,
} from '@confab/core/data-import';
import type { StoragePort } from '@confab/core/ports';
import type { ImportProblem, ImportWorkerRequest, ImportWorkerResponse } from '../import-protocol.ts';
import { findExistingIDs } from './find-existing-ids.ts';
import { importBatch, type ExistingIDs } from './import-batch.ts';
import { mergePayloads } from './merge-payloads.ts';
import { payloadCounts, summarisePayload } from './summarise-payload.ts';

export interface ImportSessionPorts {
  post: (response: ImportWorkerResponse) => void;
  openStorage: (databaseName: string) => StoragePort;
  uuid: () => string;
  now: () => number;
}

type ReadRequest = Extract<ImportWorkerRequest, { type: 'read' }>;
type WriteRequest = Extract<ImportWorkerRequest, { type: 'write' }>;

/** A file problem the dialog words; anything else is the generic import-failed text. */
class ProblemError extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem.kind);
  }
}

function problemOf(error: unknown, fileName: string): ImportProblem {
  if (error instanceof ProblemError) return error.problem;
  if (error instanceof ImportReadError) {
    return {
      kind: 'read',
      reason: error.reason,
      fileName,
      ...(error.position ? { position: error.position } : {}),
    };
  }
  if (error instanceof UnknownImportFormatError) return { kind: 'unknown-format', fileName };
  return { kind: 'failed' };
}

/**
 * The worker's side of one import: read and convert (the payload stays here), then on the person's
 * decision write it in one transaction. States: idle → working → deciding → working → finished.
 * A cancel aborts whatever runs; a payload is never written twice.
 */
export class ImportSession {
  private state: 'idle' | 'working' | 'deciding' | 'finished' = 'idle';
  private controller = new AbortController();
  private payload: ImportPayload | undefined;
  private existing: ExistingIDs | undefined;
  private storage: StoragePort | undefined;

  constructor(private readonly ports: ImportSessionPorts) {}

  async handle(request: ImportWorkerRequest): Promise<void> {
    switch (request.type) {
      case 'read':
        if (this.state === 'idle') await this.run(() => this.read(request));
        return;
      case 'write':
        if (this.state === 'deciding') await this.run(() => this.write(request));
        return;
      case 'cancel':
        this.controller.abort();
        // Nothing runs while the person decides: the abort has no one to notice it.
        if (this.state === 'deciding') await this.finish({ type: 'cancelled' });
        return;
    }
  }

  private async run(work: () => Promise<'deciding' | 'finished'>): Promise<void> {
    this.state = 'working';
    try {
      const next = await work();
      this.state = next;
      if (next === 'finished') await this.close();
    } catch (error) {
      const cancelled = this.controller.signal.aborted;
      await this.finish(
        cancelled ? { type: 'cancelled' } : { type: 'problem', problem: problemOf(error, '') },
      );
    }
  }

  private async read(request: ReadRequest): Promise<'deciding'> {
    const signal = this.controller.signal;
    const fileCount = request.files.length;
    const payloads: ImportPayload[] = [];
    for (const [index, file] of request.files.entries()) {
      const step = (stage: 'reading' | 'converting') => (fraction: number) => {
        this.ports.post({ type: 'progress', stage, fraction: (index + fraction) / fileCount });
      };
      try {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const contents = await readImportFileContents(bytes, { signal, onProgress: step('reading') });
        const format = detectImportFormat(contents.value);
        if (format !== undefined && !request.allowedFormats.includes(format)) {
          throw new ProblemError({ kind: 'format-not-allowed', format });
        }
        payloads.push(
          await convertImportInSteps(contents.value, {
            now: this.ports.now(),
            chunks: contents.chunks,
            signal,
            onProgress: step('converting'),
            // The parsed file is read for this alone: converted conversations leave it as they go.
            releaseConverted: true,
          }),
        );
      } catch (error) {
        if (signal.aborted || error instanceof ProblemError) throw error;
        throw new ProblemError(problemOf(error, file.name));
      }
    }
    const payload = mergePayloads(payloads);
    if (!payload) throw new ProblemError({ kind: 'failed' });
    this.storage = this.ports.openStorage(request.databaseName);
    this.existing = await findExistingIDs(this.storage, payload);
    signal.throwIfAborted();
    this.payload = payload;
    this.ports.post({ type: 'summary', summary: summarisePayload(payload, this.existing) });
    return 'deciding';
  }

  private async write(request: WriteRequest): Promise<'finished'> {
    const { payload, existing, storage } = this;
    if (!payload || !existing || !storage) throw new ProblemError({ kind: 'failed' });
    const accepted = request.acceptedConfirmations.flatMap((index) => payload.confirmations[index] ?? []);
    const settled = acceptConfirmations(payload, accepted);
    const batch = importBatch(settled, existing, {
      mode: request.mode,
      uuid: this.ports.uuid,
      now: this.ports.now(),
      storedSettings: new Map((await storage.settings.all()).map((setting) => [setting.key, setting.value])),
    });
    this.payload = undefined;
    await storage.importRecords(batch, {
      signal: this.controller.signal,
      onProgress: (written, total) => {
        this.ports.post({ type: 'progress', stage: 'writing', fraction: written / total });
      },
    });
    this.ports.post({ type: 'written', counts: payloadCounts(settled) });
    return 'finished';
  }

  private async finish(response: ImportWorkerResponse): Promise<void> {
    this.state = 'finished';
    this.payload = undefined;
    this.ports.post(response);
    await this.close();
  }

  private async close(): Promise<void> {
    const storage = this.storage;
    this.storage = undefined;
    await storage?.close();
  }
}
