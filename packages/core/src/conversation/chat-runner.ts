import { forkMessages, newestLeafUnder, subtreeUUIDs } from '../chat/index.ts';
import { isUntitled, type ChatMeta, type Message, type MessageAttachment } from '../entities/index.ts';
import type { Clock, Random } from '../ports/index.ts';
import type { FetchText } from '../projects/index.ts';
import type { ConversationStore } from './conversation-store.ts';
import type { LiveAnswers } from './live-answers.ts';
import type { StreamChat } from './stream-chat-port.ts';
import type { AnswerSettings, KeywordSettings, TitleSettings } from './answer-settings.ts';
import {
  emptyChat,
  loadChat,
  loadedChatOf,
  newMessage,
  nextOrder,
  refreshMeta,
  type LoadedChat,
} from './chat-records.ts';
import { runAnswer } from './run-answer.ts';
import type { ToolSource } from './tool-source.ts';
import { writeAfterAnswers } from './write-after-answers.ts';
import { chatRecordKey, KeyedWriteQueue } from './keyed-write-queue.ts';
import { ContextNotices, type KnowledgeFailure } from './context-notices.ts';
import { loadProjectContext } from './load-project-context.ts';
import type { RetrieveKnowledge } from '../knowledge/index.ts';
import { gatherAnswerKnowledge, withKnowledgeContext, writeCitations } from './answer-knowledge.ts';
import { knowledgeBudgetTokens } from './knowledge-budget.ts';

/** The ports of the engine: the app passes the browser's, tests deterministic doubles. */
export interface ChatRunnerDependencies {
  storage: ConversationStore;
  live: LiveAnswers;
  streamChat: StreamChat;
  clock: Clock;
  random: Random;
  /** Fetches a project's dynamic-context endpoints at send time. */
  fetchText: FetchText;
  /** The host's allowDynamicContext flag; on unless said otherwise. */
  dynamicContext?: boolean;
  /**
   * The tools a chat's answers may call (plugins, MCP servers); absent or undefined offers none.
   * `prompt` is the message being answered, which a plugin with the `read_user_message`
   * permission receives.
   */
  toolsFor?: (chat: ChatMeta, context: { prompt: Message }) => ToolSource | undefined;
  /** Passages from the knowledge base for a prompt; absent sends no knowledge (attachments still fit). */
  retrieveKnowledge?: RetrieveKnowledge;
  /**
   * Where the runner posts its notices: an app that loads the runner on first use hands in the ones
   * its screens already subscribed to. Absent, the runner keeps its own.
   */
  notices?: ContextNotices;
  knowledgeNotices?: ContextNotices<KnowledgeFailure>;
}

export interface SendInput {
  text: string;
  attachments?: MessageAttachment[];
  /** One model answers normally; several answer side by side in one multi-model message. */
  answers: AnswerSettings[];
  title?: TitleSettings;
  /** Suggested search keywords after a single answer that finished (not stopped, not failed). */
  keywords?: KeywordSettings;
  /** The composer's "Use knowledge" switch as held for a chat not created yet; written with the chat. */
  useKnowledge?: boolean;
}

export interface Started {
  chatID: string;
  /** Settles once every answer has ended (stopped, failed or complete). */
  finished: Promise<void>;
  /**
   * The chat as this action stored it, as `loadChat` would read it back now: a screen opening the
   * chat a send created shows it without reading it again.
   */
  stored: () => LoadedChat;
}

/**
 * The conversation use-cases over the local store: every action writes the store first, then streams.
 * Screens read the store (and LiveAnswers while streaming); they never hold the truth themselves.
 */
export class ChatRunner {
  /** Running answers per chat: each controller with the message it writes into. */
  private readonly running = new Map<string, Map<AbortController, string>>();
  private readonly writes = new KeyedWriteQueue();
  /** Dynamic context that could not be fetched for a chat's last send (the message went without it). */
  readonly notices: ContextNotices;
  /** Knowledge that could not be retrieved for a chat's last send (the answer went without it). */
  readonly knowledgeNotices: ContextNotices<KnowledgeFailure>;

  constructor(private readonly dependencies: ChatRunnerDependencies) {
    this.notices = dependencies.notices ?? new ContextNotices();
    this.knowledgeNotices = dependencies.knowledgeNotices ?? new ContextNotices<KnowledgeFailure>();
  }

  /** Sends a prompt; creates the chat on its first message. Resolves once the prompt is stored. */
  async send(chatID: string | null, input: SendInput): Promise<Started> {
    const sendTo = async (chat: LoadedChat) => {
      const user = newMessage(this.dependencies, {
        chatID: chat.meta.id,
        role: 'user',
        content: input.text,
        order: nextOrder(chat.messages),
        parentUUID: chat.path.at(-1)?.uuid ?? null,
        ...(input.attachments?.length ? { attachments: input.attachments } : {}),
      });
      return this.answer(chat, user, input, { newMessages: [user] });
    };
    const fresh = () => emptyChat(this.dependencies, input.answers[0]?.modelID, input.useKnowledge);
    if (chatID === null) return sendTo(fresh());
    return this.underChat(chatID, async () =>
      sendTo((await loadChat(this.dependencies.storage, chatID)) ?? fresh()),
    );
  }

  /** A new answer beside an existing one; the branch navigator shows both. */
  async regenerate(
    chatID: string,
    assistantUUID: string,
    answers: AnswerSettings[],
  ): Promise<Started | undefined> {
    return this.underChat(chatID, async () => {
      const chat = await loadChat(this.dependencies.storage, chatID);
      const assistant = chat?.tree.byUUID.get(assistantUUID);
      if (!chat || !assistant) return undefined;
      const parentUUID = chat.tree.parentUUID(assistant);
      const prompt = parentUUID ? chat.tree.byUUID.get(parentUUID) : undefined;
      if (!prompt) return undefined;
      return this.answer(chat, prompt, { text: prompt.content, answers }, { newMessages: [] });
    });
  }

  /** Editing a prompt keeps the original: the edit becomes a sibling and is answered afresh. */
  async editPrompt(
    chatID: string,
    userUUID: string,
    text: string,
    answers: AnswerSettings[],
  ): Promise<Started | undefined> {
    return this.underChat(chatID, async () => {
      const chat = await loadChat(this.dependencies.storage, chatID);
      const original = chat?.tree.byUUID.get(userUUID);
      if (!chat || !original) return undefined;
      const edited = newMessage(this.dependencies, {
        chatID,
        role: 'user',
        content: text,
        order: nextOrder(chat.messages),
        parentUUID: chat.tree.parentUUID(original),
        ...(original.attachments ? { attachments: original.attachments } : {}),
      });
      return this.answer(chat, edited, { text, answers }, { newMessages: [edited] });
    });
  }

  /** Corrects an answer (or a system message) in place. */
  async editInPlace(chatID: string, uuid: string, text: string): Promise<void> {
    await this.writes.run(uuid, async () => {
      const message = await this.dependencies.storage.messages.get(uuid);
      if (message?.chatID !== chatID) return;
      await this.dependencies.storage.messages.put({
        ...message,
        content: text,
        updatedAt: this.now(),
        syncedAt: null,
      });
    });
    await this.touch(chatID);
  }

  /** Deletes a message with everything that follows from it. */
  async deleteMessage(chatID: string, uuid: string): Promise<void> {
    await this.underChat(chatID, async () => {
      const chat = await loadChat(this.dependencies.storage, chatID);
      const message = chat?.tree.byUUID.get(uuid);
      if (!chat || !message) return;
      const removed = new Set(subtreeUUIDs(chat.tree, uuid));
      for (const [controller, messageUUID] of this.running.get(chatID) ?? []) {
        if (removed.has(messageUUID)) controller.abort();
      }
      const kept = chat.messages.filter((candidate) => !removed.has(candidate.uuid));
      const parentUUID = chat.tree.parentUUID(message);
      const siblings = (chat.tree.children.get(parentUUID) ?? []).filter(
        (sibling) => !removed.has(sibling.uuid),
      );
      const fallback = siblings.at(-1)?.uuid ?? parentUUID ?? undefined;
      const leafInRemoved = chat.meta.currentLeafUUID === undefined || removed.has(chat.meta.currentLeafUUID);
      const leaf =
        leafInRemoved && fallback ? newestLeafUnder(chat.tree, fallback) : chat.meta.currentLeafUUID;
      const meta = refreshMeta(chat.meta, kept, this.now(), leaf && !removed.has(leaf) ? leaf : fallback);
      await this.dependencies.storage.saveChatWithMessages(meta, kept, { replaceMessages: true });
    });
  }

  /** Shows another alternative (and where it leads). */
  async switchBranch(chatID: string, uuid: string): Promise<void> {
    await this.underChat(chatID, async () => {
      const chat = await loadChat(this.dependencies.storage, chatID);
      if (!chat?.tree.byUUID.has(uuid)) return;
      const currentLeafUUID = newestLeafUnder(chat.tree, uuid);
      await this.dependencies.storage.chats.update(chatID, (meta) => ({ ...meta, currentLeafUUID }));
    });
  }

  /** A marker after which the model sees nothing that came before. */
  async clearContext(chatID: string): Promise<void> {
    await this.underChat(chatID, async () => {
      const chat = await loadChat(this.dependencies.storage, chatID);
      if (!chat) return;
      const marker = newMessage(this.dependencies, {
        chatID,
        role: 'user',
        type: 'clear-context',
        content: '',
        order: nextOrder(chat.messages),
        parentUUID: chat.path.at(-1)?.uuid ?? null,
      });
      const messages = [...chat.messages, marker];
      await this.dependencies.storage.saveChatWithMessages(
        refreshMeta(chat.meta, messages, this.now(), marker.uuid),
        [marker],
      );
    });
  }

  /**
   * Copies the conversation up to a message into a new chat; resolves to the new chat's id. The copy
   * is named by `titleOf` (the UI's "… (fork)") so the two are told apart in the sidebar; an untitled
   * chat's copy stays untitled and gets a title of its own.
   */
  async fork(
    chatID: string,
    uuid: string,
    { titleOf }: { titleOf: (title: string) => string },
  ): Promise<string | undefined> {
    const chat = await loadChat(this.dependencies.storage, chatID);
    const index = chat?.path.findIndex((message) => message.uuid === uuid) ?? -1;
    if (!chat || index < 0) return undefined;
    const now = this.now();
    const newChatID = this.dependencies.random.uuid();
    const copies = forkMessages(chat.path, index, {
      chatID: newChatID,
      now,
      uuid: () => this.dependencies.random.uuid(),
    });
    const meta: ChatMeta = refreshMeta(
      {
        ...chat.meta,
        id: newChatID,
        chatTitle: isUntitled(chat.meta) ? chat.meta.chatTitle : titleOf(chat.meta.chatTitle),
        favoritedAt: null,
        archivedAt: null,
        createdAt: now,
      },
      copies,
      now,
      copies.at(-1)?.uuid,
    );
    await this.dependencies.storage.saveChatWithMessages(meta, copies);
    return newChatID;
  }

  async choosePrimaryResponse(chatID: string, messageUUID: string, responseUUID: string): Promise<void> {
    await this.writes.run(messageUUID, async () => {
      const message = await this.dependencies.storage.messages.get(messageUUID);
      if (message?.chatID !== chatID) return;
      await this.dependencies.storage.messages.put({
        ...message,
        primaryResponseID: responseUUID,
        updatedAt: this.now(),
        syncedAt: null,
      });
    });
  }

  /** Stops every running answer of the chat; what arrived is kept. */
  stop(chatID: string): void {
    for (const controller of this.running.get(chatID)?.keys() ?? []) controller.abort();
  }

  private now(): number {
    return this.dependencies.clock.now();
  }

  private async touch(chatID: string): Promise<void> {
    await this.underChat(chatID, () =>
      this.dependencies.storage.chats.update(chatID, (meta) => ({
        ...meta,
        updatedAt: this.now(),
        syncedAt: null,
      })),
    );
  }

  /**
   * Every change to a chat's record reads it, changes it and writes it whole; two at once would lose
   * one (a title written as the next prompt is sent put the old last message back as the leaf).
   */
  private underChat<Result>(chatID: string, change: () => Promise<Result>): Promise<Result> {
    return this.writes.run(chatRecordKey(chatID), change);
  }

  /** Adds the answer message under `prompt`, saves it with `newMessages`, then streams every answer. */
  private async answer(
    chat: LoadedChat,
    prompt: Message,
    input: SendInput,
    { newMessages }: { newMessages: Message[] },
  ): Promise<Started> {
    const order = nextOrder([...chat.messages, ...newMessages]);
    const multi = input.answers.length > 1;
    const responses = multi
      ? input.answers.map((settings) => ({
          uuid: this.dependencies.random.uuid(),
          model: settings.modelID,
          content: '',
          createdAt: this.now(),
        }))
      : undefined;
    const assistant = newMessage(this.dependencies, {
      chatID: chat.meta.id,
      role: 'assistant',
      content: '',
      order,
      parentUUID: prompt.uuid,
      ...(multi && responses
        ? {
            type: 'tm_multi_responses' as const,
            responses,
            ...(responses[0] ? { primaryResponseID: responses[0].uuid } : {}),
          }
        : input.answers[0]
          ? { model: input.answers[0].modelID }
          : {}),
    });
    const messages = [...chat.messages, ...newMessages, assistant];
    const meta = refreshMeta(
      { ...chat.meta, ...(input.answers[0] ? { model: input.answers[0].modelID } : {}) },
      messages,
      this.now(),
      assistant.uuid,
    );
    await this.dependencies.storage.saveChatWithMessages(meta, [...newMessages, assistant]);

    const path = [...chat.path.slice(0, indexAfterParent(chat, prompt)), prompt];
    const finished = this.streamAnswers(meta, prompt, path, assistant, responses, input);
    return { chatID: meta.id, finished, stored: () => loadedChatOf(meta, messages) };
  }

  private async streamAnswers(
    meta: ChatMeta,
    prompt: Message,
    path: Message[],
    assistant: Message,
    responses: { uuid: string }[] | undefined,
    input: SendInput,
  ): Promise<void> {
    let knowledgeSignal: AbortSignal | undefined;
    const [knowledge, project] = await Promise.all([
      // Tracked like an answer, so Stop cancels retrieval too.
      this.track(meta.id, assistant.uuid, (signal) => {
        knowledgeSignal = signal;
        return gatherAnswerKnowledge({
          storage: this.dependencies.storage,
          meta,
          path,
          retrieveKnowledge: this.dependencies.retrieveKnowledge,
          budgetTokens: knowledgeBudgetTokens(input.answers.map((settings) => settings.contextWindow)),
          signal,
        });
      }),
      loadProjectContext(this.dependencies.storage, meta.folderID, {
        fetchText: this.dependencies.fetchText,
        dynamicContext: this.dependencies.dynamicContext ?? true,
      }),
    ]);
    this.notices.set(meta.id, project.failures);
    this.knowledgeNotices.set(
      meta.id,
      knowledge.failure === undefined ? [] : [{ reason: knowledge.failure }],
    );
    if (knowledge.citations.length > 0) {
      await writeCitations(
        { storage: this.dependencies.storage, writes: this.writes, now: () => this.now() },
        assistant.uuid,
        knowledge.citations,
      );
    }
    // Stopped while sources were gathered: the answers start stopped instead of calling the model.
    const stoppedEarly = knowledgeSignal?.aborted === true;
    const tools = this.dependencies.toolsFor?.(meta, { prompt });
    const outcomes = await Promise.all(
      input.answers.map((settings, index) =>
        this.track(meta.id, assistant.uuid, async (tracked) => {
          const signal = stoppedEarly ? AbortSignal.abort() : tracked;
          return {
            ...(await runAnswer({
              storage: this.dependencies.storage,
              live: this.dependencies.live,
              streamChat: this.dependencies.streamChat,
              now: () => this.now(),
              writes: this.writes,
              path,
              attachments: knowledge.attachments,
              settings: withKnowledgeContext(project.apply(settings), knowledge.context),
              messageUUID: assistant.uuid,
              ...(responses?.[index] ? { responseUUID: responses[index].uuid } : {}),
              ...(tools ? { tools } : {}),
              signal,
            })),
            stopped: signal.aborted,
          };
        }),
      ),
    );
    await writeAfterAnswers(
      { ...this.dependencies, now: () => this.now(), writes: this.writes },
      { meta, prompt, assistant, input, first: outcomes[0] },
      (work) => this.track(meta.id, assistant.uuid, work),
    );
  }

  private async track<Result>(
    chatID: string,
    messageUUID: string,
    work: (signal: AbortSignal) => Promise<Result>,
  ): Promise<Result> {
    const controller = new AbortController();
    const controllers = this.running.get(chatID) ?? new Map<AbortController, string>();
    controllers.set(controller, messageUUID);
    this.running.set(chatID, controllers);
    try {
      return await work(controller.signal);
    } finally {
      controllers.delete(controller);
      if (controllers.size === 0) this.running.delete(chatID);
    }
  }
}

/** The shown path up to (not including) the prompt's position: the prompt may be a new sibling. */
function indexAfterParent(chat: LoadedChat, prompt: Message): number {
  const parentUUID = prompt.parentUUID ?? null;
  if (parentUUID === null) return 0;
  return chat.path.findIndex((message) => message.uuid === parentUUID) + 1;
}
