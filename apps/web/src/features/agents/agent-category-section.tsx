import { useId } from 'react';
import type { Agent } from '@confab/core';
import { cardGridClassNames } from '@confab/ui';
import { AgentCard, type AgentCardProps } from './agent-card.tsx';
import type { AgentLayout } from './use-agent-view.ts';

export type AgentCardHandlers = Omit<AgentCardProps, 'agent'>;

export interface AgentCategorySectionProps {
  category: string;
  label: string;
  agents: Agent[];
  layout: AgentLayout;
  handlers: AgentCardHandlers;
}

/** The agents of one category; its element id is what the category navigation scrolls to. */
export function AgentCategorySection({
  category,
  label,
  agents,
  layout,
  handlers,
}: AgentCategorySectionProps) {
  const headingID = useId();
  return (
    <section className="agent-category" id={categorySectionID(category)} aria-labelledby={headingID}>
      <h2 id={headingID} className="agent-category__title">
        {label}
      </h2>
      <div
        className={[
          cardGridClassNames.grid,
          layout === 'grid' ? cardGridClassNames.byViewport : null,
          `agent-cards agent-cards--${layout}`,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {agents.map((agent) => (
          <AgentCard key={agent.id} agent={agent} {...handlers} />
        ))}
      </div>
    </section>
  );
}

export function categorySectionID(category: string): string {
  return `agent-category-${category.replace(/[^a-z0-9-]/gi, '-')}`;
}
