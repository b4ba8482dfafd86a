import { useCallback, useEffect, useState } from 'react';

/**
 * The spec's copy confirmation time (2000 ms). Not imported from the markdown feature: its index
 * would pull the renderer, which the chat screen loads lazily, into the chat screen's chunk.
 */
const copiedConfirmationMilliseconds = 2000;

/** True for the spec's 2 s after `markCopied`, so a copy button can say "Copied". */
export function useCopiedFlag(): { copied: boolean; markCopied: () => void } {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  useEffect(() => {
    if (copiedAt === null) return;
    const timer = window.setTimeout(() => {
      setCopiedAt(null);
    }, copiedConfirmationMilliseconds);
    return () => {
      window.clearTimeout(timer);
    };
  }, [copiedAt]);
  const markCopied = useCallback(() => {
    setCopiedAt(Date.now());
  }, []);
  return { copied: copiedAt !== null, markCopied };
}
