/** Who sees an organisation prompt: everyone, only members of some groups, or all but them. */
export type PromptVisibility = 'all' | 'only' | 'except';

export interface PromptDraft {
  id: string;
  title: string;
  prompt: string;
  visibility: PromptVisibility;
  groupIDs: string[];
  /** Fields of the entry this editor does not show, kept as they were. */
  rest: Record<string, unknown>;
}

export interface AgentDraft {
  id: string;
  title: string;
  description: string;
  prompt: string;
  rest: Record<string, unknown>;
}

function objects(list: unknown): Record<string, unknown>[] {
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is Record<string, unknown> =>
      typeof entry === 'object' && entry !== null && !Array.isArray(entry),
  );
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function newEntryID(kind: 'prompt' | 'agent'): string {
  return `org-${kind}-${crypto.randomUUID()}`;
}

/** The host config's `systemPrompts` as drafts; groups come from `userTags` and `isExcludedForUserTags`. */
export function promptDrafts(list: unknown): PromptDraft[] {
  return objects(list).map(({ id, title, prompt, userTags, isExcludedForUserTags, ...rest }) => {
    const groupIDs = strings(userTags);
    return {
      id: text(id) || newEntryID('prompt'),
      title: text(title),
      prompt: text(prompt),
      visibility: groupIDs.length === 0 ? 'all' : isExcludedForUserTags === true ? 'except' : 'only',
      groupIDs,
      rest,
    };
  });
}

export function promptEntries(drafts: readonly PromptDraft[]): Record<string, unknown>[] {
  return drafts.map(({ id, title, prompt, visibility, groupIDs, rest }) => ({
    ...rest,
    id,
    title,
    prompt,
    ...(visibility === 'all' || groupIDs.length === 0
      ? {}
      : { userTags: groupIDs, isExcludedForUserTags: visibility === 'except' }),
  }));
}

export function agentDrafts(list: unknown): AgentDraft[] {
  return objects(list).map(({ id, title, description, prompt, ...rest }) => ({
    id: text(id) || newEntryID('agent'),
    title: text(title),
    description: text(description),
    prompt: text(prompt),
    rest,
  }));
}

export function agentEntries(drafts: readonly AgentDraft[]): Record<string, unknown>[] {
  return drafts.map(({ id, title, description, prompt, rest }) => ({
    ...rest,
    id,
    title,
    description,
    prompt,
  }));
}
