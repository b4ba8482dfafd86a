import { useCallback, useState } from 'react';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** Settings save as they change; this tells the person (and a screen reader) that they did. */
export function useSaveStatus(): { status: SaveStatus; track: (saving: Promise<void>) => void } {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const track = useCallback((saving: Promise<void>) => {
    setStatus('saving');
    saving.then(
      () => {
        setStatus('saved');
      },
      () => {
        setStatus('failed');
      },
    );
  }, []);
  return { status, track };
}
