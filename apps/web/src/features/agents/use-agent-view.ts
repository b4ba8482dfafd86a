import { useMemo, useState } from 'react';
import {
  applyAgentSettings,
  deduplicateAgents,
  groupAgentsByCategory,
  searchAgents,
  sortAgents,
  type Agent,
  type AgentCategoryGroup,
  type AgentSortOrder,
} from '@confab/core';
import { useDebouncedValue } from '@confab/ui';
import type { AgentLibrary } from './use-agent-library.ts';

export type AgentLayout = 'list' | 'grid';

/** Spec §9. */
const searchDebounceMilliseconds = 300;

export interface AgentView {
  searchText: string;
  setSearchText: (text: string) => void;
  /** The text the list is filtered by, which trails typing by the debounce. */
  appliedSearch: string;
  sortOrder: AgentSortOrder;
  setSortOrder: (order: AgentSortOrder) => void;
  layout: AgentLayout;
  setLayout: (layout: AgentLayout) => void;
  allAgents: Agent[];
  groups: AgentCategoryGroup[];
}

/** Search, sort and grouping of everything the page lists: the user's agents, then the host's. */
export function useAgentView(library: AgentLibrary, systemAgents: readonly Agent[]): AgentView {
  const [searchText, setSearchText] = useState('');
  const [sortOrder, setSortOrder] = useState<AgentSortOrder>('title');
  const [layout, setLayout] = useState<AgentLayout>('grid');
  const debounced = useDebouncedValue(searchText, searchDebounceMilliseconds);
  // Clearing (Escape) shows everything at once; only narrowing waits for typing to pause.
  const appliedSearch = searchText === '' ? '' : debounced;

  const allAgents = useMemo(
    () =>
      deduplicateAgents([...library.userAgents, ...applyAgentSettings(systemAgents, library.agentSettings)]),
    [library, systemAgents],
  );
  const groups = useMemo(() => {
    const sorted = sortAgents(searchAgents(allAgents, appliedSearch), sortOrder);
    // Pinned agents lead each category, keeping the chosen order among themselves.
    const pinnedFirst = [
      ...sorted.filter((agent) => agent.pinned),
      ...sorted.filter((agent) => !agent.pinned),
    ];
    return groupAgentsByCategory(pinnedFirst);
  }, [allAgents, appliedSearch, sortOrder]);

  return {
    searchText,
    setSearchText,
    appliedSearch,
    sortOrder,
    setSortOrder,
    layout,
    setLayout,
    allAgents,
    groups,
  };
}
