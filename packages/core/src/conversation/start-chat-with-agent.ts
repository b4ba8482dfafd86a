import { createChatMeta, type Agent } from '../entities/index.ts';
import type { Clock, Random } from '../ports/index.ts';
import type { ConversationStore } from './conversation-store.ts';
import { newMessage, refreshMeta } from './chat-records.ts';

/**
 * A new chat with an agent: its model and instructions become the chat's, its welcome message opens
 * the conversation, and the agent's lastUsedAt moves to now. Resolves to the new chat's id.
 */
export async function startChatWithAgent(
  storage: Pick<ConversationStore, 'agents' | 'saveChatWithMessages'>,
  agent: Agent,
  sources: { clock: Clock; random: Random },
): Promise<string> {
  const now = sources.clock.now();
  const chatID = sources.random.uuid();
  const base = createChatMeta({ id: chatID, now, ...(agent.model ? { model: agent.model } : {}) });
  const welcome = agent.welcomeMessage?.trim()
    ? [
        newMessage(sources, {
          chatID,
          role: 'assistant',
          content: agent.welcomeMessage.trim(),
          order: 0,
          parentUUID: null,
        }),
      ]
    : [];
  const meta = refreshMeta(
    {
      ...base,
      character: {
        id: agent.id,
        title: agent.title,
        ...(agent.description ? { description: agent.description } : {}),
        ...(agent.avatarURL ? { avatarURL: agent.avatarURL } : {}),
      },
      ...(agent.prompt.trim() ? { systemMessage: agent.prompt } : {}),
    },
    welcome,
    now,
    welcome[0]?.uuid,
  );
  await storage.saveChatWithMessages(meta, welcome);
  // Agents from the host (system agents) are not in the library; only stored agents record their use.
  const stored = await storage.agents.get(agent.id);
  if (stored) await storage.agents.put({ ...stored, lastUsedAt: now, syncedAt: null });
  return chatID;
}
