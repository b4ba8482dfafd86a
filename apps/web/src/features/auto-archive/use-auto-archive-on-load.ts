import { useEffect, useRef } from 'react';
import { systemClock } from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';
import { applyAutoArchive } from './apply-auto-archive.ts';

/** Runs the auto-archive and auto-delete rules once when the app starts. */
export function useAutoArchiveOnLoad(): void {
  const storage = useStorage();
  // Once per app start, even when development mode runs effects twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    applyAutoArchive(storage, systemClock.now()).catch((error: unknown) => {
      // A failed pass changes nothing and is retried at the next start; it must not stop the app.
      console.warn('Auto-archive did not run', error);
    });
  }, [storage]);
}
