import { useCallback, useEffect, useRef, useState } from 'react';
import { sortFolders, type Folder } from '@confab/core';

/** Spec §9: a dropped project takes its new place 200 ms after the drop. */
export const folderDropDelayMilliseconds = 200;

/**
 * Drag-and-drop of project rows: the dragged project is drawn closed while it moves (spec §4) and
 * takes the place of the project it is dropped on.
 */
export function useFolderDrag(
  folders: readonly Folder[],
  reorder: (folders: readonly Folder[], folderID: string, toIndex: number) => Promise<void>,
) {
  const [draggingID, setDraggingID] = useState<string | null>(null);
  const [targetID, setTargetID] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );

  const end = useCallback(() => {
    setDraggingID(null);
    setTargetID(null);
  }, []);

  const drop = useCallback(
    (onto: string) => {
      const moved = draggingID;
      end();
      if (moved === null || moved === onto) return;
      const toIndex = sortFolders(folders).findIndex((folder) => folder.id === onto);
      if (toIndex === -1) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        void reorder(folders, moved, toIndex);
      }, folderDropDelayMilliseconds);
    },
    [draggingID, folders, reorder, end],
  );

  return {
    draggingID,
    handlers: (folderID: string) => ({
      dragging: draggingID === folderID,
      dropTarget: targetID === folderID && draggingID !== null && draggingID !== folderID,
      onDragStart: () => {
        // Collapsing in the dragstart handler itself changes the page under the drag, which can
        // make Chromium cancel it; the next task is soon enough.
        window.setTimeout(() => {
          setDraggingID(folderID);
        });
      },
      onDragOver: () => {
        setTargetID(folderID);
      },
      onDrop: () => {
        drop(folderID);
      },
      onDragEnd: end,
    }),
  };
}
