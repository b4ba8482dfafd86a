import { useCallback, useEffect, useState } from 'react';

/** How long a copy button says "Copied" (spec constant). */
export const copiedConfirmationMilliseconds = 2000;

/** Copies text and reports `copied` for two seconds after a successful write. */
export function useCopyToClipboard(): { copied: boolean; copy: (text: string) => void } {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => {
      setCopiedAt(null);
    }, copiedConfirmationMilliseconds);
    return () => {
      clearTimeout(timer);
    };
  }, [copiedAt]);

  const copy = useCallback((text: string) => {
    navigator.clipboard.writeText(text).then(
      () => {
        setCopiedAt(Date.now());
      },
      () => {
        // Clipboard refused (no permission, page not focused): the label simply stays "Copy code".
      },
    );
  }, []);

  return { copied: copiedAt !== null, copy };
}
