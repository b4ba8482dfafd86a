import { createID, idPrefixes, type Agent, type FewShotExample, type UuidSource } from '../entities/index.ts';
import { classifyAvatarURL } from './agent-avatar-source.ts';

/** What the agent editor holds while a person types. */
export interface AgentDraft {
  title: string;
  description: string;
  categories: string[];
  color: string;
  avatarURL: string;
  model: string;
  prompt: string;
  welcomeMessage: string;
  conversationStarters: string[];
  fewShotExamples: FewShotExample[];
  knowledgeBaseTags: string[];
  knowledgeBaseAccess: boolean;
  assignedPlugins: string[];
  enforceAssignedPlugins: boolean;
}

/**
 * Why a draft cannot be saved as it is: a required field left empty, an avatar address refused, or
 * (found by the editor on save) an avatar address whose picture could not be fetched.
 */
export interface AgentDraftErrors {
  title?: 'required';
  prompt?: 'required';
  avatarURL?: 'refused' | 'unavailable';
}

export const emptyAgentDraft: AgentDraft = {
  title: '',
  description: '',
  categories: [],
  color: '#6366f1',
  avatarURL: '',
  model: '',
  prompt: '',
  welcomeMessage: '',
  conversationStarters: [],
  fewShotExamples: [],
  knowledgeBaseTags: [],
  knowledgeBaseAccess: false,
  assignedPlugins: [],
  enforceAssignedPlugins: false,
};

export function draftFromAgent(agent: Agent): AgentDraft {
  return {
    title: agent.title,
    description: agent.description,
    categories: [...agent.categories],
    color: agent.color ?? emptyAgentDraft.color,
    avatarURL: agent.avatarURL ?? '',
    model: agent.model ?? '',
    prompt: agent.prompt,
    welcomeMessage: agent.welcomeMessage ?? '',
    conversationStarters: [...(agent.conversationStarters ?? [])],
    fewShotExamples: (agent.fewShotExamples ?? []).map((example) => ({ ...example })),
    knowledgeBaseTags: [...(agent.knowledgeBaseTags ?? [])],
    knowledgeBaseAccess: agent.knowledgeBaseAccess ?? false,
    assignedPlugins: [...(agent.assignedPlugins ?? [])],
    enforceAssignedPlugins: agent.enforceAssignedPlugins ?? false,
  };
}

/**
 * Title and instructions are required; everything else may stay empty. An avatar is an inline
 * image or an `https:` address (fetched once on save and kept inline); any other scheme is refused,
 * as it is on import.
 */
export function validateAgentDraft(draft: AgentDraft): AgentDraftErrors {
  const errors: AgentDraftErrors = {};
  if (draft.title.trim() === '') errors.title = 'required';
  if (draft.prompt.trim() === '') errors.prompt = 'required';
  if (classifyAvatarURL(draft.avatarURL).kind === 'refused') errors.avatarURL = 'refused';
  return errors;
}

const trimmedList = (values: readonly string[]) =>
  values.map((value) => value.trim()).filter((value) => value !== '');

/** The draft's content as agent fields: blank list entries and blank optional fields are dropped. */
function draftFields(draft: AgentDraft) {
  const examples = draft.fewShotExamples
    .map((example) => ({ user: example.user.trim(), assistant: example.assistant.trim() }))
    .filter((example) => example.user !== '' || example.assistant !== '');
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    categories: [...new Set(trimmedList(draft.categories))],
    color: draft.color,
    avatarURL: draft.avatarURL.trim() || undefined,
    model: draft.model || undefined,
    prompt: draft.prompt.trim(),
    welcomeMessage: draft.welcomeMessage.trim() || undefined,
    conversationStarters: trimmedList(draft.conversationStarters),
    fewShotExamples: examples,
    knowledgeBaseTags: [...new Set(trimmedList(draft.knowledgeBaseTags))],
    // Stored only when on, like the plugin fields: agents without it keep their older shape.
    knowledgeBaseAccess: draft.knowledgeBaseAccess || undefined,
    // Stored only when set, so agents without tools keep the shape older devices know.
    assignedPlugins: draft.assignedPlugins.length > 0 ? [...new Set(draft.assignedPlugins)] : undefined,
    enforceAssignedPlugins: draft.enforceAssignedPlugins || undefined,
  };
}

/** Removes keys whose value is undefined, which the stored schema's optional fields expect. */
function withoutUndefined(agent: Agent): Agent {
  const entries: [string, unknown][] = Object.entries(agent);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as Agent;
}

/** Spec §4: a created agent is a user agent, unsynced. */
export function createAgentFromDraft(
  draft: AgentDraft,
  { random, now, pinned = false }: { random: UuidSource; now: number; pinned?: boolean },
): Agent {
  return withoutUndefined({
    ...draftFields(draft),
    id: createID(idPrefixes.agent, random),
    type: 'user',
    pinned,
    lastUsedAt: null,
    createdAt: now,
    updatedAt: now,
    syncedAt: null,
  });
}

/** Spec §4: an edit resets syncedAt so the change syncs. */
export function applyDraftToAgent(agent: Agent, draft: AgentDraft, { now }: { now: number }): Agent {
  return withoutUndefined({ ...agent, ...draftFields(draft), updatedAt: now, syncedAt: null });
}
