import type { ChatMeta, Citation, Message } from '../entities/index.ts';
import { knowledgeContext, type RetrieveKnowledge, type RetrievedPassage } from '../knowledge/index.ts';
import type { ProviderAttachment } from '../providers/index.ts';
import type { AnswerSettings } from './answer-settings.ts';
import type { ConversationStore } from './conversation-store.ts';
import type { KeyedWriteQueue } from './keyed-write-queue.ts';
import { knowledgePassageLimit, knowledgeQueryText } from './knowledge-budget.ts';
import { loadKnowledgeScope } from './knowledge-scope.ts';
import { isLongAttachment, longAttachmentNote } from './long-attachment-note.ts';
import type { LongAttachment } from './long-attachments.ts';
import { readProviderAttachments } from './read-provider-attachments.ts';

export interface AnswerKnowledgeInput {
  storage: ConversationStore;
  meta: ChatMeta;
  /** The path the model sees, ending with the prompt being answered. */
  path: readonly Message[];
  retrieveKnowledge: RetrieveKnowledge | undefined;
  budgetTokens: number;
  signal: AbortSignal;
}

export interface AnswerKnowledge {
  /** The path's attachments as providers take them; over-long documents replaced by a note. */
  attachments: Map<string, ProviderAttachment[]>;
  /** The numbered sources for this turn's system message; absent when there are none. */
  context?: string;
  citations: Citation[];
  /** Why retrieval failed; the answer goes without the knowledge base and the chat says so. */
  failure?: string;
}

/**
 * What one turn adds from documents: passages retrieved from the knowledge base in the chat's scope
 * and the best passages of attached documents too long to send whole, numbered together so the
 * answer's citations refer to both. Retrieval failing never blocks the answer.
 */
export async function gatherAnswerKnowledge(input: AnswerKnowledgeInput): Promise<AnswerKnowledge> {
  const prompt = input.path.at(-1);
  const previous = input.path
    .slice(0, -1)
    .findLast((message) => message.role === 'user' && message.type !== 'clear-context');
  const query = knowledgeQueryText(prompt?.content ?? '', previous?.content);
  const longAttachments: LongAttachment[] = [];
  const [attachments, retrieved] = await Promise.all([
    readProviderAttachments(input.storage, input.path, {
      textOf: (attachment, text) => {
        if (!isLongAttachment(text, input.budgetTokens)) return text;
        longAttachments.push({ blobID: attachment.blobID, name: attachment.name, text });
        return longAttachmentNote(attachment.name, text);
      },
    }),
    retrieve(input, query),
  ]);
  const longPassages = await rankLongAttachments(longAttachments, query);
  const passages = [...longPassages, ...retrieved.passages];
  const failure = retrieved.failure === undefined ? {} : { failure: retrieved.failure };
  if (passages.length === 0) return { attachments, citations: [], ...failure };
  const context = knowledgeContext(passages, { budgetTokens: input.budgetTokens });
  return { attachments, context: context.text, citations: context.citations, ...failure };
}

async function retrieve(
  input: AnswerKnowledgeInput,
  query: string,
): Promise<{ passages: RetrievedPassage[]; failure?: string }> {
  if (!input.retrieveKnowledge || query.trim() === '') return { passages: [] };
  const decided = await loadKnowledgeScope(input.storage, input.meta);
  if (!decided || input.signal.aborted) return { passages: [] };
  try {
    const passages = await input.retrieveKnowledge({
      text: query,
      scope: decided.scope,
      limit: knowledgePassageLimit,
      signal: input.signal,
    });
    return { passages };
  } catch (error) {
    // Stopped: the answer is stopped too, so there is nothing to tell.
    if (stopped(input.signal)) return { passages: [] };
    return { passages: [], failure: error instanceof Error ? error.message : String(error) };
  }
}

/** Read through a call: the signal may have been aborted while retrieval ran. */
function stopped(signal: AbortSignal): boolean {
  return signal.aborted;
}

/** The answer's settings with this turn's sources after its system message. */
export function withKnowledgeContext(settings: AnswerSettings, context: string | undefined): AnswerSettings {
  if (context === undefined) return settings;
  const systemMessage = settings.systemMessage ? `${settings.systemMessage}\n\n${context}` : context;
  return { ...settings, systemMessage };
}

/** The sources an answer was given, stored before it streams so they show while it arrives. */
export async function writeCitations(
  sources: { storage: ConversationStore; writes: KeyedWriteQueue; now: () => number },
  messageUUID: string,
  citations: Citation[],
): Promise<void> {
  await sources.writes.run(messageUUID, async () => {
    const message = await sources.storage.messages.get(messageUUID);
    if (!message) return;
    await sources.storage.messages.put({ ...message, citations, updatedAt: sources.now(), syncedAt: null });
  });
}

/** The chunker and keyword index load only for a turn with an over-long attachment. */
async function rankLongAttachments(
  attachments: LongAttachment[],
  query: string,
): Promise<RetrievedPassage[]> {
  if (attachments.length === 0) return [];
  const { rankLongAttachment } = await import('./long-attachments.ts');
  return attachments.flatMap((attachment) =>
    rankLongAttachment(attachment, { query, limit: knowledgePassageLimit }),
  );
}
