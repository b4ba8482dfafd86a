import type { Agent } from '../entities/index.ts';

/**
 * How long an imported or shared agent's fields may be. Generous for real agents (long
 * instructions are common), small enough that a hostile file cannot fill the library or the page.
 */
export const agentFieldLimits = {
  title: 200,
  description: 2_000,
  prompt: 100_000,
  welcomeMessage: 10_000,
  model: 200,
  categories: { count: 20, length: 60 },
  conversationStarters: { count: 20, length: 1_000 },
  knowledgeBaseTags: { count: 50, length: 100 },
  fewShotExamples: { count: 50, length: 20_000 },
} as const;

/** A largest file accepted for import, in bytes. */
export const agentImportMaxBytes = 1024 * 1024;

export type AgentLimitedField = keyof typeof agentFieldLimits;

/** One field over its limit: `kind` says whether the text is too long or the list has too many entries. */
export interface AgentFieldLimitIssue {
  field: AgentLimitedField;
  kind: 'length' | 'count';
  limit: number;
  actual: number;
}

function textIssue(field: AgentLimitedField, text: string | undefined, limit: number) {
  const actual = text?.length ?? 0;
  return actual > limit ? [{ field, kind: 'length' as const, limit, actual }] : [];
}

function listIssues(
  field: AgentLimitedField,
  entries: readonly string[] | undefined,
  { count, length }: { count: number; length: number },
): AgentFieldLimitIssue[] {
  const list = entries ?? [];
  if (list.length > count) return [{ field, kind: 'count', limit: count, actual: list.length }];
  const longest = Math.max(0, ...list.map((entry) => entry.length));
  return longest > length ? [{ field, kind: 'length', limit: length, actual: longest }] : [];
}

/** Every field of the agent that is over its limit, in the editor's order. */
export function agentFieldLimitIssues(agent: Agent): AgentFieldLimitIssue[] {
  const limits = agentFieldLimits;
  return [
    ...textIssue('title', agent.title, limits.title),
    ...textIssue('description', agent.description, limits.description),
    ...listIssues('categories', agent.categories, limits.categories),
    ...textIssue('model', agent.model, limits.model),
    ...textIssue('prompt', agent.prompt, limits.prompt),
    ...textIssue('welcomeMessage', agent.welcomeMessage, limits.welcomeMessage),
    ...listIssues('conversationStarters', agent.conversationStarters, limits.conversationStarters),
    ...listIssues('knowledgeBaseTags', agent.knowledgeBaseTags, limits.knowledgeBaseTags),
    ...listIssues(
      'fewShotExamples',
      agent.fewShotExamples?.map((example) => example.user + example.assistant),
      limits.fewShotExamples,
    ),
  ];
}
