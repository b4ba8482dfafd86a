import { useIntl } from 'react-intl';
import { EmptyState } from '@confab/ui';
import { agentMessages, agentValueMessages } from './agent-messages.ts';

/** Spec §2: a no-results message that quotes the search, or a no-agents message. */
export function AgentsEmptyState({ search }: { search: string }) {
  const intl = useIntl();
  if (search !== '') {
    return (
      <EmptyState title={intl.formatMessage(agentMessages.noResultsTitle)}>
        <p>{intl.formatMessage(agentValueMessages.noResultsBody, { search })}</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState title={intl.formatMessage(agentMessages.noAgentsTitle)}>
      <p>{intl.formatMessage(agentMessages.noAgentsBody)}</p>
    </EmptyState>
  );
}
