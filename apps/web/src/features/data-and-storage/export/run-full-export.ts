import type { StoragePort } from '@confab/core';
import {
  ExportError,
  exportFileName,
  writeExport,
  type ExportFailure,
  type ExportSection,
} from '@confab/core/data-export';
import { collectExportParts } from './collect-export-parts.ts';
import { storageExportSource } from './storage-export-source.ts';
import type { YieldToBrowser } from './yield-to-browser.ts';

export interface ExportedFile {
  fileName: string;
  blob: Blob;
}

export interface RunFullExportOptions {
  sections: readonly ExportSection[];
  brandSuffix: string;
  now: number;
  signal: AbortSignal;
  yieldToBrowser: YieldToBrowser;
  onProgress: (exported: number, total: number) => void;
  onSplit: () => void;
  /** Only tests lower it: real exports split at the writer's 100 MiB. */
  maximumPartBytes?: number;
}

export type FullExportResult =
  { ok: true; files: ExportedFile[] } | { ok: false; reason: ExportFailure | 'failed' | 'cancelled' };

/**
 * The whole export: the writer over the store, its chunks gathered into one Blob per part, each
 * named as the spec says (`_1`, `_2` only when split). Failures become a reason the panel words.
 */
export async function runFullExport(
  storage: StoragePort,
  options: RunFullExportOptions,
): Promise<FullExportResult> {
  const source = storageExportSource(storage, {
    yieldToBrowser: options.yieldToBrowser,
    onChatExported: options.onProgress,
  });
  try {
    const parts = await collectExportParts(
      writeExport(source, {
        sections: options.sections,
        signal: options.signal,
        ...(options.maximumPartBytes === undefined ? {} : { maximumPartBytes: options.maximumPartBytes }),
      }),
      { onSplit: options.onSplit },
    );
    const split = parts.length > 1;
    return {
      ok: true,
      files: parts.map((blob, index) => ({
        fileName: exportFileName(options.now, options.brandSuffix, split ? index + 1 : undefined),
        blob,
      })),
    };
  } catch (error) {
    if (options.signal.aborted) return { ok: false, reason: 'cancelled' };
    if (error instanceof ExportError) return { ok: false, reason: error.reason };
    console.error('The export failed', error);
    return { ok: false, reason: 'failed' };
  }
}
