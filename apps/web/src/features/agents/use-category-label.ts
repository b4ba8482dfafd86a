import { useIntl } from 'react-intl';
import type { KnownAgentCategory } from '@confab/core';
import { categoryLabels } from './agent-messages.ts';

const isKnownCategory = (category: string): category is KnownAgentCategory => category in categoryLabels;

/** Known categories are translated; categories a user typed show as they were typed. */
export function useCategoryLabel(): (category: string) => string {
  const intl = useIntl();
  return (category) => (isKnownCategory(category) ? intl.formatMessage(categoryLabels[category]) : category);
}
