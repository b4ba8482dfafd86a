import type { ImportFailure, ImportFormat, ImportReadFailure, TextPosition } from '@confab/core/data-import';
import type { ImportMode, KeyedKind } from './worker/import-batch.ts';

export type { ImportMode, KeyedKind };

/** Messages from the page to the import worker. */
export type ImportWorkerRequest =
  | {
      type: 'read';
      files: readonly File[];
      databaseName: string;
      /** Formats the host allows; a file of another format stops before it is converted. */
      allowedFormats: readonly ImportFormat[];
    }
  | { type: 'write'; mode: ImportMode; acceptedConfirmations: readonly number[] }
  | { type: 'cancel' };

export type ImportStage = 'reading' | 'converting' | 'writing';

/** Why an import stopped; the dialog words each one (agents spec §8: a generic text otherwise). */
export type ImportProblem =
  | { kind: 'read'; reason: ImportReadFailure; position?: TextPosition; fileName: string }
  | { kind: 'unknown-format'; fileName: string }
  | { kind: 'format-not-allowed'; format: ImportFormat }
  | { kind: 'failed' };

export type ItemCounts = Record<KeyedKind | 'messages' | 'settings' | 'attachments', number>;

/** A confirmation as the dialog shows it; `index` names it in the write request. */
export interface ConfirmationSummary {
  index: number;
  kind: 'setting' | 'plugin-setting' | 'profile-key' | 'custom-model';
  name: string;
  shownValue: string;
}

/**
 * What the page sees of a converted file. The payload itself stays in the worker: cloning a
 * 200,000-message payload to the page would block it for seconds.
 */
export interface ImportSummary {
  format: ImportFormat;
  counts: ItemCounts;
  /** The first failures, each with its JSON; `failureCount` says how many there are in all. */
  failures: ImportFailure[];
  failureCount: number;
  ignoredKeys: string[];
  confirmations: ConfirmationSummary[];
  /** Incoming items whose id is already stored, per kind: when any, the dialog asks replace or clone. */
  existing: Record<KeyedKind, number>;
  empty: boolean;
}

/** Messages from the import worker to the page. */
export type ImportWorkerResponse =
  | { type: 'progress'; stage: ImportStage; fraction: number }
  | { type: 'summary'; summary: ImportSummary }
  | { type: 'written'; counts: ItemCounts }
  | { type: 'cancelled' }
  | { type: 'problem'; problem: ImportProblem };

/** Failures listed in the dialog: enough to see what went wrong without a megabyte of text in the page. */
export const shownFailureLimit = 50;
