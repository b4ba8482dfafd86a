import { useEffect, useState } from 'react';
import type { CustomModel } from '@confab/core';
import { useStorage } from '../../storage/app-storage.tsx';

/** The user's custom model records, oldest first, re-read when this or another tab changes them. */
export function useCustomModels(): { customModels: CustomModel[]; loaded: boolean } {
  const storage = useStorage();
  const [state, setState] = useState<{ customModels: CustomModel[]; loaded: boolean }>({
    customModels: [],
    loaded: false,
  });

  useEffect(() => {
    let cancelled = false;
    const read = async () => {
      const records = await storage.customModels.list();
      records.sort((first, second) => first.createdAt - second.createdAt);
      if (!cancelled) setState({ customModels: records, loaded: true });
    };
    void read();
    const unsubscribe = storage.subscribe((change) => {
      if (change.table === 'customModels') void read();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [storage]);

  return state;
}
