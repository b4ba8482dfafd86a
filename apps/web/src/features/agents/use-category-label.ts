import { useIntl } from 'react-intl';
import { hasOwnKey, type KnownAgentCategory } from '@confab/core';
import { categoryLabels } from './agent-messages.ts';

// Own keys only: "constructor" or "toString" typed as a category must not find Object.prototype's.
const isKnownCategory = (category: string): category is KnownAgentCategory =>
  hasOwnKey(categoryLabels, category);

/** Known categories are translated; categories a user typed show as they were typed. */
export function useCategoryLabel(): (category: string) => string {
  const intl = useIntl();
  return (category) => (isKnownCategory(category) ? intl.formatMessage(categoryLabels[category]) : category);
}
