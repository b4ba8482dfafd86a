import type { ReactNode } from 'react';
import { ErrorBoundary } from '@confab/ui';
import { CrashProbe } from './crash-test/crash-probe.tsx';
import { FatalErrorScreen } from './fatal-error-screen.tsx';

/**
 * The last resort around a whole page: what the inner boundaries did not catch (the shell itself)
 * shows the fatal error screen instead of an empty window.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={({ error }) => <FatalErrorScreen error={error} />}>
      <CrashProbe place="page" />
      {children}
    </ErrorBoundary>
  );
}
