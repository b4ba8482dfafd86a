import type { ReactNode } from 'react';
import { openLicenceDialog } from './licence-status.ts';

/**
 * A link to `#pricing` (spec §2: the hash opens the buy dialog) that opens the dialog over the
 * current screen instead of leaving it; the address stays a real link for a new tab.
 */
export function PricingLink({ children, onOpen }: { children: ReactNode; onOpen?: () => void }) {
  return (
    <a
      href="#pricing"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onOpen?.();
        openLicenceDialog('pricing');
      }}
    >
      {children}
    </a>
  );
}
