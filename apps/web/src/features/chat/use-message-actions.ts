import { useEffect, useMemo, useRef } from 'react';
import { defineMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { costOfUsage, type Message, type ModelInfo } from '@confab/core';
import type { AnswerSettings } from '@confab/core/conversation';
import type { ChatRunnerApi } from './engine/lazy-chat-runner.ts';
import type { MessageActions } from './conversation/message-article.tsx';

/** A fork's title: told apart from the chat it was copied from. */
const forkTitleMessage: MessageDescriptor = defineMessage({
  id: 'chat.fork.title',
  defaultMessage: '{title} (fork)',
});

export interface MessageActionsInput {
  chatID: string | undefined;
  runner: ChatRunnerApi;
  /** The models that answer a regenerate of this message (its own, else the chosen ones). */
  answersFor: (message: Message) => AnswerSettings[];
  /** The chosen models, for a prompt edited and sent again. */
  modelsFor: () => AnswerSettings[];
  models: readonly ModelInfo[];
  onOpenChat: (chatID: string, options: { replace: boolean }) => void;
}

/**
 * The actions every message offers, stable across renders so streaming repaints only the message
 * that changes (the latest inputs are read through a ref); only a new model catalogue changes them.
 */
export function useMessageActions(input: MessageActionsInput): MessageActions {
  const intl = useIntl();
  const latest = useRef({ ...input, intl });
  useEffect(() => {
    latest.current = { ...input, intl };
  });
  const callbacks = useMemo<Omit<MessageActions, 'costOf'>>(() => {
    const withChat = (work: (chatID: string) => Promise<unknown>) => {
      const chatID = latest.current.chatID;
      if (chatID) void work(chatID);
    };
    return {
      onEdit: (message, text) => {
        withChat((chatID) =>
          message.role === 'user'
            ? latest.current.runner.editPrompt(chatID, message.uuid, text, latest.current.modelsFor())
            : latest.current.runner.editInPlace(chatID, message.uuid, text),
        );
      },
      onDelete: (message) => {
        withChat((chatID) => latest.current.runner.deleteMessage(chatID, message.uuid));
      },
      onRegenerate: (message) => {
        withChat((chatID) =>
          latest.current.runner.regenerate(chatID, message.uuid, latest.current.answersFor(message)),
        );
      },
      onFork: (message) => {
        withChat(async (chatID) => {
          const forkID = await latest.current.runner.fork(chatID, message.uuid, {
            titleOf: (title) => latest.current.intl.formatMessage(forkTitleMessage, { title }),
          });
          if (forkID) latest.current.onOpenChat(forkID, { replace: false });
        });
      },
      onSelectBranch: (uuid) => {
        withChat((chatID) => latest.current.runner.switchBranch(chatID, uuid));
      },
      onChoosePrimary: (message, responseUUID) => {
        withChat((chatID) => latest.current.runner.choosePrimaryResponse(chatID, message.uuid, responseUUID));
      },
    };
  }, []);
  const { models } = input;
  // A cost depends on the prices of the catalogue, which may be read after the messages: a new
  // catalogue is a new `actions`, so the messages (which skip re-renders otherwise) show their costs.
  return useMemo<MessageActions>(
    () => ({
      ...callbacks,
      costOf: (modelID, usage) => {
        if (!usage) return undefined;
        const model = models.find((candidate) => candidate.id === modelID);
        return costOfUsage(usage, model?.pricing);
      },
    }),
    [callbacks, models],
  );
}
