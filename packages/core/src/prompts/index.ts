export {
  countPromptText,
  promptAgentMentions,
  promptQueueItems,
  promptVariables,
} from './prompt-text-counts.ts';
export type { PromptTextCounts } from './prompt-text-counts.ts';
export { collectPromptTags, filterPrompts, matchesPromptSearch, matchesPromptTags } from './prompt-filter.ts';
export type { FilterablePrompt } from './prompt-filter.ts';
export { defaultPromptSortOrder, promptSortOrders, sortPrompts } from './prompt-sort.ts';
export type { PromptSortOrder, SortablePrompt } from './prompt-sort.ts';
export {
  addPromptTag,
  duplicatePrompt,
  duplicatePromptSuffix,
  promptFromDraft,
  promptTagFromName,
  validatePromptDraft,
} from './prompt-records.ts';
export type { PromptDraft, PromptDraftError } from './prompt-records.ts';
export {
  organisationPromptUseSchema,
  organisationPromptUsesSchema,
  parseOrganisationPrompts,
} from './organisation-prompts.ts';
export type { OrganisationPrompt, OrganisationPromptUses } from './organisation-prompts.ts';
export { createDefaultPrompts, defaultPromptTemplates } from './default-prompts.ts';
export {
  builtInPromptVariables,
  builtInVariableValues,
  fillBuiltInVariables,
  fillPromptBlanks,
} from './fill-prompt-template.ts';
export type { BuiltInPromptVariable } from './fill-prompt-template.ts';
