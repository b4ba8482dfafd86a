import { useCallback } from 'react';
import { useCopiedFlag } from './use-copied-flag.ts';

/** Copies text and reports `copied` for two seconds after a successful write. */
export function useCopyToClipboard(): { copied: boolean; copy: (text: string) => void } {
  const { copied, markCopied } = useCopiedFlag();
  const copy = useCallback(
    (text: string) => {
      navigator.clipboard.writeText(text).then(markCopied, () => {
        // Clipboard refused (no permission, page not focused): the button simply keeps its label.
      });
    },
    [markCopied],
  );
  return { copied, copy };
}
