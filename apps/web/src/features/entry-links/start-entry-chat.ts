import {
  createChatMeta,
  type Agent,
  type ChatMeta,
  type Clock,
  type Random,
  type StoragePort,
} from '@confab/core';
import { startChatWithAgent } from '../chat/index.ts';

type EntryStorage = Pick<StoragePort, 'agents' | 'saveChatWithMessages'>;

/**
 * The agent an `agent=` link names: by id first (what the app's own links carry), then by title,
 * ignoring case, so a hand-written link such as `?agent=Translator` works too. Host agents count.
 */
export async function findEntryAgent(
  storage: Pick<StoragePort, 'agents'>,
  systemAgents: readonly Agent[],
  reference: string,
): Promise<Agent | undefined> {
  const byID = (await storage.agents.get(reference)) ?? systemAgents.find((agent) => agent.id === reference);
  if (byID) return byID;
  const wanted = reference.trim().toLowerCase();
  const stored = await storage.agents.list();
  return [...stored, ...systemAgents].find((agent) => agent.title.trim().toLowerCase() === wanted);
}

export interface EntryChat {
  agent?: Agent;
  chatTitle?: string;
  /** The fetched initial context. */
  context?: string;
}

/**
 * A fetched context becomes the system message. With an agent it follows the agent's own
 * instructions, so the agent keeps its role and reads the context as well.
 */
function systemMessageFor(entry: EntryChat): string | undefined {
  const parts = [entry.agent?.prompt.trim(), entry.context?.trim()].filter(
    (part): part is string => part !== undefined && part !== '',
  );
  return parts.length === 0 ? undefined : parts.join('\n\n');
}

/** Creates the chat an entry link asks for and resolves to its id. */
export async function startEntryChat(
  storage: EntryStorage,
  entry: EntryChat,
  sources: { clock: Clock; random: Random },
): Promise<string> {
  const systemMessage = systemMessageFor(entry);
  const amend = (meta: ChatMeta): ChatMeta => ({
    ...meta,
    ...(entry.chatTitle === undefined ? {} : { chatTitle: entry.chatTitle }),
    ...(systemMessage === undefined ? {} : { systemMessage }),
  });
  if (entry.agent) {
    // The agent's own start (model, welcome message, lastUsedAt), with the link's title and context.
    return startChatWithAgent(
      {
        agents: storage.agents,
        saveChatWithMessages: (meta, messages) => storage.saveChatWithMessages(amend(meta), messages),
      },
      entry.agent,
      sources,
    );
  }
  const chatID = sources.random.uuid();
  await storage.saveChatWithMessages(amend(createChatMeta({ id: chatID, now: sources.clock.now() })), []);
  return chatID;
}
