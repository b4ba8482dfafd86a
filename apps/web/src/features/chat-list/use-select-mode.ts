import { useCallback, useState } from 'react';
import { tickRange } from '@confab/core';

/** Select mode (spec §4): ticked chats, and the last one clicked as the anchor of a shift-click range. */
export function useSelectMode() {
  const [on, setOn] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [anchorID, setAnchorID] = useState<string | null>(null);

  const clear = useCallback(() => {
    setSelected(new Set());
    setAnchorID(null);
  }, []);

  const toggleMode = useCallback(() => {
    setOn((current) => !current);
    clear();
  }, [clear]);

  const toggle = useCallback(
    (orderedIDs: readonly string[], chatID: string, options: { range: boolean }) => {
      const ticked = !selected.has(chatID);
      setSelected(
        tickRange(orderedIDs, selected, {
          anchorID: options.range ? anchorID : null,
          targetID: chatID,
          ticked,
        }),
      );
      setAnchorID(chatID);
    },
    [selected, anchorID],
  );

  return { on, selected, toggleMode, toggle, clear };
}
