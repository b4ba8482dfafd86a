import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Agent } from '@confab/core';
import { editorMessages } from './agent-editor/editor-messages.ts';
import { useCategoryLabel } from './use-category-label.ts';

export interface AgentContentFieldsProps {
  agent: Pick<Agent, 'model' | 'categories' | 'prompt' | 'welcomeMessage' | 'conversationStarters'>;
  /** The block class of the list that holds these rows; instructions and starters take its elements. */
  block: string;
  /** Rows of the caller's own, shown after the categories (the import review's avatar). */
  children?: ReactNode;
}

/**
 * What an agent will say and do, as description-list rows: model, categories, instructions, welcome
 * message and starters. One rendering for every read-only look at an agent (the import review, a
 * past version), so a person reviews the same fields wherever they meet them.
 */
export function AgentContentFields({ agent, block, children }: AgentContentFieldsProps) {
  const intl = useIntl();
  const categoryLabel = useCategoryLabel();
  const starters = agent.conversationStarters ?? [];
  return (
    <>
      <dt>{intl.formatMessage(editorMessages.model)}</dt>
      <dd>{agent.model ?? intl.formatMessage(editorMessages.defaultModel)}</dd>
      {agent.categories.length > 0 ? (
        <>
          <dt>{intl.formatMessage(editorMessages.categories)}</dt>
          <dd>{agent.categories.map(categoryLabel).join(', ')}</dd>
        </>
      ) : null}
      {children}
      <dt>{intl.formatMessage(editorMessages.instructions)}</dt>
      <dd className={`${block}__instructions`}>{agent.prompt}</dd>
      {agent.welcomeMessage ? (
        <>
          <dt>{intl.formatMessage(editorMessages.welcomeMessage)}</dt>
          <dd>{agent.welcomeMessage}</dd>
        </>
      ) : null}
      {starters.length > 0 ? (
        <>
          <dt>{intl.formatMessage(editorMessages.starters)}</dt>
          <dd>
            <ul className={`${block}__starters`}>
              {starters.map((starter, index) => (
                <li key={index}>{starter}</li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </>
  );
}
