import type { ChatMeta, Message } from '../entities/index.ts';
import type { Clock } from '../ports/index.ts';
import type { ConversationStore } from './conversation-store.ts';
import type { KeyedWriteQueue } from './keyed-write-queue.ts';
import type { AnswerSettings, KeywordSettings, TitleSettings } from './answer-settings.ts';
import type { StreamChat } from './stream-chat-port.ts';
import { writeChatTitle } from './write-chat-title.ts';
import { writeSuggestedKeywords } from './write-suggested-keywords.ts';

export interface AfterAnswersInput {
  meta: ChatMeta;
  prompt: Message;
  assistant: Message;
  input: { answers: AnswerSettings[]; title?: TitleSettings; keywords?: KeywordSettings };
  /** The first answer's outcome; absent when no model answered. */
  first: { content: string; error?: string; stopped: boolean } | undefined;
}

/** What follows a turn: the chat's title after its first answer, then suggested search keywords. */
export async function writeAfterAnswers(
  dependencies: {
    storage: Pick<ConversationStore, 'chats' | 'messages'>;
    streamChat: StreamChat;
    clock: Clock;
    now: () => number;
    writes: KeyedWriteQueue;
  },
  { meta, prompt, assistant, input, first }: AfterAnswersInput,
  track: (work: (signal: AbortSignal) => Promise<void>) => Promise<void>,
): Promise<void> {
  if (input.title?.enabled && first && !first.error && meta.chatTitle.trim() === '' && input.answers[0]) {
    await writeChatTitle(dependencies, {
      chatID: meta.id,
      prompt: prompt.content,
      answer: first.content,
      title: input.title,
      fallback: input.answers[0],
    });
  }
  const keywordsWanted = input.keywords?.enabled && input.answers.length === 1 && input.answers[0];
  if (keywordsWanted && first && !first.error && !first.stopped && first.content.trim() !== '') {
    const keywords = input.keywords ?? { enabled: true };
    const fallback = keywordsWanted;
    // Tracked like an answer, so Stop (or deleting the message) cancels the request too.
    await track((signal) =>
      writeSuggestedKeywords(dependencies, {
        messageUUID: assistant.uuid,
        answer: first.content,
        keywords,
        fallback,
        signal,
      }),
    ).catch(() => undefined);
  }
}
