import { useState } from 'react';
import type { Agent } from '@confab/core';

export type AgentDialogState =
  { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; agent: Agent } | { kind: 'defaults' };

/** Which of the page's dialogs is open; only one at a time. */
export function useAgentDialogs() {
  const [dialog, setDialog] = useState<AgentDialogState>({ kind: 'none' });
  return {
    dialog,
    openCreate: () => {
      setDialog({ kind: 'create' });
    },
    openEdit: (agent: Agent) => {
      setDialog({ kind: 'edit', agent });
    },
    openDefaults: () => {
      setDialog({ kind: 'defaults' });
    },
    close: () => {
      setDialog({ kind: 'none' });
    },
  };
}
