import { buildProviderMessages, type Message, type StoragePort, type TokenUsage } from '@confab/core';
import type { ProviderAttachment, streamChat as streamChatFunction } from '@confab/core/providers';
import type { LiveAnswers } from './live-answers.ts';
import type { KeyedWriteQueue } from './keyed-write-queue.ts';
import { answerKey, type AnswerSettings } from './answer-settings.ts';

/** How often a running answer is written to IndexedDB, so a reload mid-answer keeps what arrived. */
export const persistIntervalMilliseconds = 400;

export interface RunAnswerInput {
  storage: StoragePort;
  live: LiveAnswers;
  streamChat: typeof streamChatFunction;
  now: () => number;
  writes: KeyedWriteQueue;
  /** The path the model sees, ending with the prompt being answered. */
  path: readonly Message[];
  attachments: ReadonlyMap<string, ProviderAttachment[]>;
  settings: AnswerSettings;
  messageUUID: string;
  /** Set when the answer is one response of a multi-model message. */
  responseUUID?: string;
  signal: AbortSignal;
}

export interface AnswerOutcome {
  content: string;
  error?: string;
}

/** Streams one answer into its message (or response), keeping the live copy and the stored copy in step. */
export async function runAnswer(input: RunAnswerInput): Promise<AnswerOutcome> {
  const key = answerKey(input.messageUUID, input.responseUUID);
  const conversation = buildProviderMessages(input.path, {
    ...(input.settings.systemMessage === undefined ? {} : { systemMessage: input.settings.systemMessage }),
    ...(input.settings.parameters.contextLimit === undefined
      ? {}
      : { contextLimit: input.settings.parameters.contextLimit }),
    attachmentsOf: (message) => input.attachments.get(message.uuid),
  });
  const { contextLimit: _contextLimit, ...parameters } = input.settings.parameters;
  input.live.start(key);
  let content = '';
  let reasoning = '';
  let usage: TokenUsage | undefined;
  let error: string | undefined;
  let lastPersist = input.now();

  const persist = async () => {
    lastPersist = input.now();
    await input.writes.run(input.messageUUID, () => writeAnswer(input, { content, reasoning, usage, error }));
  };

  for await (const event of input.streamChat(
    input.settings.connection,
    { model: input.settings.providerModelID, ...conversation, parameters, stream: input.settings.streaming },
    { signal: input.signal },
  )) {
    if (event.type === 'text-delta') {
      content += event.text;
      input.live.append(key, { text: event.text });
    } else if (event.type === 'reasoning-delta') {
      reasoning += event.text;
      input.live.append(key, { reasoning: event.text });
    } else if (event.type === 'usage') {
      usage = { inputTokens: event.inputTokens, outputTokens: event.outputTokens };
    } else if (event.type === 'error') {
      error = event.message;
    }
    if (input.now() - lastPersist >= persistIntervalMilliseconds) await persist();
  }
  await persist();
  input.live.finish(key, { error, storedAt: lastPersist });
  return { content, ...(error ? { error } : {}) };
}

async function writeAnswer(
  input: RunAnswerInput,
  answer: { content: string; reasoning: string; usage: TokenUsage | undefined; error: string | undefined },
): Promise<void> {
  const stored = await input.storage.messages.get(input.messageUUID);
  // The message was deleted while it streamed: nothing to keep.
  if (!stored) return;
  const fields = {
    content: answer.content,
    ...(answer.reasoning ? { reasoning: answer.reasoning } : {}),
    ...(answer.usage ? { usage: answer.usage } : {}),
    ...(answer.error ? { error: answer.error } : {}),
  };
  const updated: Message = input.responseUUID
    ? {
        ...stored,
        responses: (stored.responses ?? []).map((response) =>
          response.uuid === input.responseUUID ? { ...response, ...fields } : response,
        ),
      }
    : { ...stored, ...fields };
  await input.storage.messages.put({ ...updated, updatedAt: input.now(), syncedAt: null });
}
