import { useIntl } from 'react-intl';
import { SearchInput, ToggleGroup } from '@confab/ui';
import { agentSortOrders, isAgentSortOrder } from '@confab/core';
import { agentMessages, sortOrderLabels } from './agent-messages.ts';
import type { AgentView } from './use-agent-view.ts';

/** Search, sort and the list/grid switch. */
export function AgentsToolbar({ view }: { view: AgentView }) {
  const intl = useIntl();
  return (
    <div className="agents-toolbar">
      <SearchInput
        className="agents-toolbar__search"
        label={intl.formatMessage(agentMessages.search)}
        value={view.searchText}
        onValueChange={view.setSearchText}
      />
      <select
        className="ui-field"
        aria-label={intl.formatMessage(agentMessages.sort)}
        value={view.sortOrder}
        onChange={(event) => {
          if (isAgentSortOrder(event.target.value)) view.setSortOrder(event.target.value);
        }}
      >
        {agentSortOrders.map((order) => (
          <option key={order} value={order}>
            {intl.formatMessage(sortOrderLabels[order])}
          </option>
        ))}
      </select>
      <ToggleGroup
        label={intl.formatMessage(agentMessages.layout)}
        options={[
          { value: 'list', label: intl.formatMessage(agentMessages.layoutList) },
          { value: 'grid', label: intl.formatMessage(agentMessages.layoutGrid) },
        ]}
        value={view.layout}
        onChange={view.setLayout}
      />
    </div>
  );
}
