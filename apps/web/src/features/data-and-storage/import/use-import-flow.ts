import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ImportFormat } from '@confab/core/data-import';
import { defaultDatabaseName } from '@confab/storage-browser';
import { startImportWorker, type ImportWorkerHandle } from './import-client.ts';
import {
  hasExistingItems,
  importFlowReducer,
  initialImportFlow,
  type ImportFlowState,
} from './import-flow-state.ts';
import type { ImportMode } from './import-protocol.ts';

export interface ImportFlow {
  state: ImportFlowState;
  start: (files: readonly File[]) => void;
  confirm: (accepted: readonly number[]) => void;
  chooseMode: (mode: ImportMode) => void;
  cancel: () => void;
  /** Back to the file picker after a problem. */
  restart: () => void;
}

/** The dialog's steps over one worker per attempt; unmounting ends the worker (and any write it had not committed). */
export function useImportFlow(allowedFormats: readonly ImportFormat[]): ImportFlow {
  const [state, dispatch] = useReducer(importFlowReducer, initialImportFlow);
  const worker = useRef<ImportWorkerHandle | undefined>(undefined);

  useEffect(
    () => () => {
      worker.current?.terminate();
    },
    [],
  );

  const start = useCallback(
    (files: readonly File[]) => {
      worker.current?.terminate();
      worker.current = startImportWorker(
        (response) => {
          dispatch({ type: 'worker', response });
        },
        () => {
          dispatch({ type: 'worker-crashed' });
        },
      );
      worker.current.send({ type: 'read', files, databaseName: defaultDatabaseName, allowedFormats });
      dispatch({ type: 'files-chosen' });
    },
    [allowedFormats],
  );

  const confirm = useCallback(
    (accepted: readonly number[]) => {
      if (state.step !== 'confirm') return;
      if (!hasExistingItems(state.summary)) {
        worker.current?.send({ type: 'write', mode: 'replace', acceptedConfirmations: accepted });
      }
      dispatch({ type: 'confirmed', accepted });
    },
    [state],
  );

  const chooseMode = useCallback(
    (mode: ImportMode) => {
      if (state.step !== 'choose-mode') return;
      worker.current?.send({ type: 'write', mode, acceptedConfirmations: state.accepted });
      dispatch({ type: 'mode-chosen', mode });
    },
    [state],
  );

  const cancel = useCallback(() => {
    worker.current?.send({ type: 'cancel' });
    dispatch({ type: 'cancel-asked' });
  }, []);

  const restart = useCallback(() => {
    worker.current?.terminate();
    worker.current = undefined;
    dispatch({ type: 'restarted' });
  }, []);

  return { state, start, confirm, chooseMode, cancel, restart };
}
