import { lazyComponent } from '@confab/ui';
import { AfterIdle } from '../notices/index.ts';

const LazySetupChecklist = lazyComponent(async () => (await import('./setup-checklist.tsx')).SetupChecklist);

/**
 * The setup checklist, loaded at the first idle moment after the first screen: it shows only once
 * its settings are read, which never happens in the first render, so its code and reads wait.
 */
export function SetupChecklistLater() {
  return (
    <AfterIdle>
      <LazySetupChecklist />
    </AfterIdle>
  );
}
