import { useCallback, useEffect, useState } from 'react';

/** How long a copy button says "Copied" (the spec's 2 s, the same for every copy action). */
export const copiedConfirmationMilliseconds = 2000;

/** True for two seconds after `markCopied`; another copy in that time starts the two seconds again. */
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
