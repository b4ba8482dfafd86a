import { cleanGeneratedTitle, titleRequestMessages } from '../chat/index.ts';
import type { Clock } from '../ports/index.ts';
import type { ConversationStore } from './conversation-store.ts';
import type { StreamChat } from './stream-chat-port.ts';
import type { AnswerSettings, TitleSettings } from './answer-settings.ts';
import { chatRecordKey, type KeyedWriteQueue } from './keyed-write-queue.ts';

export interface TitleInput {
  chatID: string;
  prompt: string;
  answer: string;
  title: TitleSettings;
  /** The chat's first answering model, used when no title model is chosen. */
  fallback: AnswerSettings;
}

/** Automatic chat title from the opening exchange; a failure leaves "New Chat" in place. */
export async function writeChatTitle(
  dependencies: {
    storage: Pick<ConversationStore, 'chats'>;
    streamChat: StreamChat;
    clock: Clock;
    writes: KeyedWriteQueue;
  },
  input: TitleInput,
): Promise<void> {
  const settings = input.title.answer ?? input.fallback;
  const request = {
    model: settings.providerModelID,
    messages: titleRequestMessages(input.prompt, input.answer, input.title.prompt),
    parameters: { maxTokens: 30 },
    stream: false,
  };
  let text = '';
  for await (const event of dependencies.streamChat(settings.connection, request)) {
    if (event.type === 'text-delta') text += event.text;
    if (event.type === 'error') return;
  }
  const cleaned = cleanGeneratedTitle(text);
  if (!cleaned) return;
  // Read and written in the chat's turn: the next prompt may be being sent right now.
  await dependencies.writes.run(chatRecordKey(input.chatID), () =>
    dependencies.storage.chats.update(input.chatID, (meta) =>
      // The person may have named the chat while the title was being written: theirs wins.
      meta.chatTitle.trim() === ''
        ? { ...meta, chatTitle: cleaned, updatedAt: dependencies.clock.now(), syncedAt: null }
        : undefined,
    ),
  );
}
