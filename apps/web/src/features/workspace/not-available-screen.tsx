import { useIntl } from 'react-intl';
import { EmptyState } from '@confab/ui';
import type { WorkspaceTab } from '@confab/core';
import { workspaceTabIcons, workspaceTabLabels } from '../shell/index.ts';

/** An honest placeholder for a tab whose feature has not been built yet. */
export function NotAvailableScreen({ tab }: { tab: WorkspaceTab }) {
  const intl = useIntl();
  const Icon = workspaceTabIcons[tab];
  const name = intl.formatMessage(workspaceTabLabels[tab]);
  return (
    <EmptyState
      icon={<Icon size={20} strokeWidth={1.8} />}
      title={intl.formatMessage(
        { id: 'workspace.notAvailable.title', defaultMessage: '{name} is not available yet' },
        { name },
      )}
    >
      {intl.formatMessage({
        id: 'workspace.notAvailable.body',
        defaultMessage: 'This part of Confab is still being built. Nothing is lost by visiting it.',
      })}
    </EmptyState>
  );
}
