import { buildProviderMessages } from '../chat/index.ts';
import type { Message } from '../entities/index.ts';
import type { ChatRequest, ProviderAttachment } from '../providers/index.ts';
import type { LiveAnswers } from './live-answers.ts';
import type { KeyedWriteQueue } from './keyed-write-queue.ts';
import { answerKey, type AnswerSettings } from './answer-settings.ts';
import type { AnswerDraft } from './answer-step.ts';
import { runToolLoop } from './tool-loop.ts';
import { withProfileContext } from './profile-context.ts';
import type { ToolSource } from './tool-source.ts';
import type { ConversationStore } from './conversation-store.ts';
import type { StreamChat } from './stream-chat-port.ts';
import { yieldToNextFrame } from '../scheduling/index.ts';

/** How often a running answer is written to the store, so a reload mid-answer keeps what arrived. */
export const persistIntervalMilliseconds = 400;

export interface RunAnswerInput {
  storage: ConversationStore;
  live: LiveAnswers;
  streamChat: StreamChat;
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
  /** The tools this answer may call; absent answers in one step. */
  tools?: ToolSource;
}

export interface AnswerOutcome {
  content: string;
  error?: string;
}

/** Streams one answer into its message (or response), keeping the live copy and the stored copy in step. */
export async function runAnswer(input: RunAnswerInput): Promise<AnswerOutcome> {
  const key = answerKey(input.messageUUID, input.responseUUID);
  const request = answerRequest(input);
  input.live.start(key);
  const draft: AnswerDraft = { content: '', reasoning: '', usage: undefined, error: undefined };
  let lastPersist = input.now();

  // Writes while the answer streams do not hold the stream up (each waited for IndexedDB between two
  // events: 10–200 ms on a busy machine). Writes to one message still run in order (`writes`); a
  // failed one is thrown once the stream has ended.
  let streamedWrites: Promise<unknown> = Promise.resolve();
  // Each write's updatedAt is above the one before: a write started while streaming can land after
  // the final write was begun, and the screen gives the live copy up for the stored one once it
  // reads the final write's updatedAt, never for an earlier, shorter text.
  let lastWrittenAt = 0;
  const persist = async () => {
    lastPersist = input.now();
    const snapshot = { ...draft, ...(draft.toolCalls ? { toolCalls: [...draft.toolCalls] } : {}) };
    await input.writes.run(input.messageUUID, async () => {
      const updatedAt = Math.max(input.now(), lastWrittenAt + 1);
      lastWrittenAt = updatedAt;
      await writeAnswer(input, snapshot, updatedAt);
      return updatedAt;
    });
  };

  await runToolLoop(
    {
      streamChat: input.streamChat,
      live: input.live,
      key,
      request,
      connection: input.settings.connection,
      signal: input.signal,
      tools: input.tools,
      now: input.now,
      persist,
      afterEvent: () => {
        if (input.now() - lastPersist < persistIntervalMilliseconds) return;
        streamedWrites = Promise.all([streamedWrites, persist()]);
        streamedWrites.catch(ignoreUntilEnd);
      },
    },
    draft,
  );
  // The final text is drawn before its write is stored, not after: Stop stays until it is stored. The
  // write waits for that frame: its database callbacks, and the re-reads its change sets off, ran
  // ahead of the frame and drew the final text 10–20 ms later.
  input.live.end(key, { error: draft.error });
  await yieldToNextFrame();
  await persist();
  await streamedWrites;
  // The final write is the last one queued for the message, so it holds the highest updatedAt.
  input.live.finish(key, { error: draft.error, storedAt: lastWrittenAt });
  return { content: draft.content, ...(draft.error ? { error: draft.error } : {}) };
}

function ignoreUntilEnd(): void {
  // The failure is thrown where runAnswer awaits the writes, after the stream.
}

function answerRequest(input: RunAnswerInput): ChatRequest {
  const systemMessage = withProfileContext(input.settings.systemMessage, input.settings.profile);
  const conversation = buildProviderMessages(input.path, {
    ...(systemMessage === undefined ? {} : { systemMessage }),
    ...(input.settings.parameters.contextLimit === undefined
      ? {}
      : { contextLimit: input.settings.parameters.contextLimit }),
    attachmentsOf: (message) => input.attachments.get(message.uuid),
  });
  const { contextLimit: _contextLimit, ...parameters } = input.settings.parameters;
  return {
    model: input.settings.providerModelID,
    ...conversation,
    parameters,
    stream: input.settings.streaming,
  };
}

async function writeAnswer(
  input: RunAnswerInput,
  answer: Readonly<AnswerDraft>,
  updatedAt: number,
): Promise<void> {
  const stored = await input.storage.messages.get(input.messageUUID);
  // The message was deleted while it streamed: nothing to keep.
  if (!stored) return;
  const fields = {
    content: answer.content,
    ...(answer.reasoning ? { reasoning: answer.reasoning } : {}),
    ...(answer.usage ? { usage: answer.usage } : {}),
    ...(answer.error ? { error: answer.error } : {}),
    ...(answer.toolCalls?.length ? { toolCalls: answer.toolCalls } : {}),
  };
  const updated: Message = input.responseUUID
    ? {
        ...stored,
        responses: (stored.responses ?? []).map((response) =>
          response.uuid === input.responseUUID ? { ...response, ...fields } : response,
        ),
      }
    : { ...stored, ...fields };
  await input.storage.messages.put({ ...updated, updatedAt, syncedAt: null });
}
