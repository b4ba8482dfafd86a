import { useEffect, useState } from 'react';
import { sortPrompts, type Prompt } from '@confab/core';
import { useStorage } from '../../../storage/app-storage.tsx';

/** The saved prompts, favourites first then by title, read when the picker opens. */
export function useLibraryPrompts(open: boolean): Prompt[] {
  const storage = useStorage();
  const [prompts, setPrompts] = useState<Prompt[]>([]);
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    void storage.prompts.list().then((found) => {
      if (!cancelled) setPrompts(sortPrompts(found, 'title'));
    });
    return () => {
      cancelled = true;
    };
  }, [storage, open]);
  return prompts;
}
