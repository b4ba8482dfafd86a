import type { Agent, ChatMeta, Folder } from '../entities/index.ts';
import type { KnowledgeScope } from '../knowledge/index.ts';
import type { ConversationStore } from './conversation-store.ts';

/** Who chose the collections a chat's prompts retrieve from; the composer's switch names it. */
export type KnowledgeScopeSource = 'agent' | 'project' | 'chat';

export interface DecidedKnowledgeScope {
  scope: KnowledgeScope;
  decidedBy: KnowledgeScopeSource;
}

export interface KnowledgeScopeInput {
  agent: Pick<Agent, 'knowledgeBaseAccess' | 'knowledgeBaseTags'> | undefined;
  project: Pick<Folder['settings'], 'knowledgeCollectionIDs'> | undefined;
  useKnowledge: boolean | undefined;
}

/**
 * The one rule for what a prompt may retrieve from. An agent with knowledge access decides alone (its
 * collections, or all when it names none) and nothing wider is ever added: an agent limited to one
 * collection must not see another's passages through the chat's switch or its project. Otherwise a
 * project naming collections decides; otherwise the chat's own switch turns on the whole knowledge base.
 */
export function decideKnowledgeScope(input: KnowledgeScopeInput): DecidedKnowledgeScope | undefined {
  if (input.agent?.knowledgeBaseAccess === true) {
    const collectionIDs = input.agent.knowledgeBaseTags ?? [];
    return {
      scope: collectionIDs.length > 0 ? { collectionIDs: [...collectionIDs] } : { all: true },
      decidedBy: 'agent',
    };
  }
  const projectIDs = input.project?.knowledgeCollectionIDs ?? [];
  if (projectIDs.length > 0) return { scope: { collectionIDs: [...projectIDs] }, decidedBy: 'project' };
  if (input.useKnowledge === true) return { scope: { all: true }, decidedBy: 'chat' };
  return undefined;
}

/** Reads the chat's agent and project from the store and applies `decideKnowledgeScope`. */
export async function loadKnowledgeScope(
  storage: Pick<ConversationStore, 'agents' | 'folders'>,
  meta: Pick<ChatMeta, 'character' | 'folderID' | 'useKnowledge'>,
): Promise<DecidedKnowledgeScope | undefined> {
  const [agent, folder] = await Promise.all([
    meta.character ? storage.agents.get(meta.character.id) : undefined,
    meta.folderID ? storage.folders.get(meta.folderID) : undefined,
  ]);
  return decideKnowledgeScope({ agent, project: folder?.settings, useKnowledge: meta.useKnowledge });
}
