import { useCallback, useEffect, useRef, useState } from 'react';
import { systemClock } from '@confab/core';
import type { ExportFailure, ExportSection } from '@confab/core/data-export';
import { useHostConfig } from '../../../host/host-config.tsx';
import { useStorage } from '../../../storage/app-storage.tsx';
import { downloadBlob } from './download-blob.ts';
import { runFullExport, type ExportedFile } from './run-full-export.ts';
import { yieldEvery } from './yield-to-browser.ts';

export interface CopyableFile {
  fileName: string;
  text: string;
}

export type ExportState =
  | { kind: 'idle' }
  | { kind: 'busy'; exported: number; total: number | undefined; split: boolean }
  | { kind: 'done'; fileNames: string[] }
  | { kind: 'copy'; files: CopyableFile[] }
  | { kind: 'cancelled' }
  | { kind: 'error'; reason: ExportFailure | 'failed' };

/** Work between hand-backs to the browser: well under the 200 ms a long task may take. */
const workBudgetMilliseconds = 30;

async function deliver(files: readonly ExportedFile[], copyInstead: boolean): Promise<ExportState> {
  if (copyInstead) {
    return {
      kind: 'copy',
      files: await Promise.all(
        files.map(async (file) => ({ fileName: file.fileName, text: await file.blob.text() })),
      ),
    };
  }
  for (const file of files) downloadBlob(file.fileName, file.blob);
  return { kind: 'done', fileNames: files.map((file) => file.fileName) };
}

/** The export panel's states: idle → busy (progress, split notice) → done | copy | error; Cancel stops. */
export function useFullExport(options: { copyInstead: boolean; maximumPartBytes?: number }) {
  const storage = useStorage();
  const hostConfig = useHostConfig();
  const brandSuffix = hostConfig.subdomain ?? hostConfig.brand;
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);
  const { copyInstead, maximumPartBytes } = options;

  useEffect(
    () => () => {
      controllerRef.current?.abort();
    },
    [],
  );

  const start = useCallback(
    async (sections: readonly ExportSection[]) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setState({ kind: 'busy', exported: 0, total: undefined, split: false });
      const result = await runFullExport(storage, {
        sections,
        brandSuffix,
        now: systemClock.now(),
        signal: controller.signal,
        yieldToBrowser: yieldEvery(workBudgetMilliseconds),
        onProgress: (exported, total) => {
          if (!controller.signal.aborted)
            setState((current) => (current.kind === 'busy' ? { ...current, exported, total } : current));
        },
        onSplit: () => {
          if (!controller.signal.aborted)
            setState((current) => (current.kind === 'busy' ? { ...current, split: true } : current));
        },
        ...(maximumPartBytes === undefined ? {} : { maximumPartBytes }),
      });
      if (controllerRef.current !== controller) return;
      controllerRef.current = null;
      if (!result.ok) {
        setState(
          result.reason === 'cancelled' ? { kind: 'cancelled' } : { kind: 'error', reason: result.reason },
        );
        return;
      }
      setState(await deliver(result.files, copyInstead));
    },
    [storage, brandSuffix, copyInstead, maximumPartBytes],
  );

  const cancel = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    controllerRef.current = null;
    controller.abort();
    setState({ kind: 'cancelled' });
  }, []);

  return { state, start, cancel };
}
