import { parseSuggestedKeywords, suggestedKeywordsRequestMessages } from '../chat/index.ts';
import type { ConversationStore } from './conversation-store.ts';
import type { KeywordSettings, AnswerSettings } from './answer-settings.ts';
import type { KeyedWriteQueue } from './keyed-write-queue.ts';
import type { StreamChat } from './stream-chat-port.ts';

export interface KeywordsInput {
  messageUUID: string;
  answer: string;
  keywords: KeywordSettings;
  /** The answering model, used when no title model is chosen (the same rule as titles). */
  fallback: AnswerSettings;
  signal: AbortSignal;
}

/**
 * Suggested search keywords for a finished answer, stored on its message. Never part of the answer:
 * any failure (provider error, no usable keywords, Stop) leaves the message as it was.
 */
export async function writeSuggestedKeywords(
  dependencies: {
    storage: Pick<ConversationStore, 'messages'>;
    streamChat: StreamChat;
    now: () => number;
    writes: KeyedWriteQueue;
  },
  input: KeywordsInput,
): Promise<void> {
  const settings = input.keywords.answer ?? input.fallback;
  const request = {
    model: settings.providerModelID,
    messages: suggestedKeywordsRequestMessages(input.answer),
    parameters: { maxTokens: 120 },
    stream: false,
  };
  let text = '';
  try {
    for await (const event of dependencies.streamChat(settings.connection, request, {
      signal: input.signal,
    })) {
      if (event.type === 'text-delta') text += event.text;
      if (event.type === 'error') return;
    }
  } catch {
    // A refused or aborted request: the answer stands without keywords.
    return;
  }
  if (input.signal.aborted) return;
  const keywords = parseSuggestedKeywords(text);
  if (keywords.length === 0) return;
  await dependencies.writes.run(input.messageUUID, async () => {
    const stored = await dependencies.storage.messages.get(input.messageUUID);
    if (!stored) return;
    await dependencies.storage.messages.put({
      ...stored,
      suggestedKeywords: keywords,
      updatedAt: dependencies.now(),
      syncedAt: null,
    });
  });
}
