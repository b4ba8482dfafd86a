import { useState } from 'react';
import type { CustomModel } from '@confab/core';

/** Which dialog of the model list is open; at most one at a time. */
export type ModelListDialog =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; record: CustomModel }
  | { kind: 'delete'; record: CustomModel };

export function useModelListDialogs() {
  const [dialog, setDialog] = useState<ModelListDialog>({ kind: 'none' });
  return {
    dialog,
    openAdd: () => {
      setDialog({ kind: 'add' });
    },
    openEdit: (record: CustomModel) => {
      setDialog({ kind: 'edit', record });
    },
    openDelete: (record: CustomModel) => {
      setDialog({ kind: 'delete', record });
    },
    close: () => {
      setDialog({ kind: 'none' });
    },
  };
}
