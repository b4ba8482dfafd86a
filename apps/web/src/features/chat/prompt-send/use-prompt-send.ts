import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  builtInVariableValues,
  cryptoRandom,
  fillBuiltInVariables,
  fillPromptBlanks,
  promptAgentMentions,
  promptQueueItems,
  promptVariables,
  systemClock,
  type Agent,
} from '@confab/core';
import { useStorage } from '../../../storage/app-storage.tsx';
import {
  storeAttachments,
  type AnswerSettings,
  type KeywordSettings,
  type TitleSettings,
} from '@confab/core/conversation';
import type { ChatRunnerApi } from '../engine/lazy-chat-runner.ts';
import { openStoredChat } from '../engine/loaded-chat-query.ts';

export interface PromptSendInput {
  chatID: string | undefined;
  runner: ChatRunnerApi;
  /** The chosen models' settings; empty (with a notice shown) when none can answer. */
  answersFor: () => AnswerSettings[];
  /** An agent mentioned as `@[Name]` answers with its own model and instructions. */
  answerAsAgent: (agent: Agent) => AnswerSettings | null;
  titleSettings: () => TitleSettings;
  keywordSettings: () => KeywordSettings;
  onOpenChat: (chatID: string, options: { replace: boolean }) => void;
  queueDelaySeconds: number;
  /** Puts text back in the composer when a fill-in form is cancelled. */
  restoreDraft: (text: string) => void;
  /** The "Use knowledge" switch held for a chat not created yet. */
  heldUseKnowledge?: boolean;
}

export interface PendingBlanks {
  variables: string[];
  submit: (values: Record<string, string>) => void;
  cancel: () => void;
}

function wait(milliseconds: number, cancelled: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    const tick = () => {
      if (cancelled() || Date.now() - started >= milliseconds) resolve();
      else setTimeout(tick, Math.min(100, milliseconds));
    };
    tick();
  });
}

/**
 * Prompt syntax at send time: `{{blanks}}` open a fill-in form, `{local_date}` and the other built-ins
 * are filled from the clock, `----` lines split the text into a queue sent one after another, and
 * `@[Agent Name]` has that agent answer.
 */
export function usePromptSend(input: PromptSendInput) {
  const storage = useStorage();
  // Dates in prompts read in the interface's language, not the browser's.
  const { locale } = useIntl();
  const [pending, setPending] = useState<PendingBlanks | null>(null);
  const queueRef = useRef<{ cancelled: boolean } | null>(null);

  const answersForItem = useCallback(
    async (item: string, fallback: AnswerSettings[]): Promise<AnswerSettings[]> => {
      const [mentioned] = promptAgentMentions(item);
      if (!mentioned) return fallback;
      const agents = await storage.agents.list();
      const agent = agents.find(
        (candidate) => candidate.title.trim().toLowerCase() === mentioned.toLowerCase(),
      );
      const settings = agent ? input.answerAsAgent(agent) : null;
      return settings ? [settings] : fallback;
    },
    [storage, input],
  );

  const deliver = useCallback(
    async (text: string, files: File[], answers: AnswerSettings[]) => {
      const filled = fillBuiltInVariables(text, builtInVariableValues(new Date(), locale));
      const items = promptQueueItems(filled);
      const queue = items.length > 0 ? items : [filled];
      const token = { cancelled: false };
      queueRef.current = token;
      let chatID = input.chatID;
      for (const [index, item] of queue.entries()) {
        if (index > 0) await wait(input.queueDelaySeconds * 1000, () => token.cancelled);
        if (token.cancelled) break;
        const attachments =
          index === 0
            ? await storeAttachments(storage, files, { random: cryptoRandom, now: systemClock.now() })
            : [];
        const started = await input.runner.send(chatID ?? null, {
          text: item,
          attachments,
          answers: await answersForItem(item, answers),
          title: input.titleSettings(),
          keywords: input.keywordSettings(),
          ...(chatID === undefined && input.heldUseKnowledge !== undefined
            ? { useKnowledge: input.heldUseKnowledge }
            : {}),
        });
        if (started.chatID !== chatID) {
          chatID = started.chatID;
          openStoredChat(storage, started.stored());
          input.onOpenChat(chatID, { replace: input.chatID === undefined });
        }
        await started.finished;
      }
      if (queueRef.current === token) queueRef.current = null;
    },
    [storage, input, answersForItem, locale],
  );

  /** Answers false when nothing can be sent, so the composer keeps the draft. */
  const send = (text: string, files: File[]): boolean => {
    const answers = input.answersFor();
    if (answers.length === 0) return false;
    const variables = promptVariables(text);
    if (variables.length === 0) {
      void deliver(text, files, answers);
      return true;
    }
    setPending({
      variables,
      submit: (values) => {
        setPending(null);
        void deliver(fillPromptBlanks(text, values), files, answers);
      },
      cancel: () => {
        setPending(null);
        input.restoreDraft(text);
      },
    });
    return true;
  };

  const stopQueue = () => {
    if (queueRef.current) queueRef.current.cancelled = true;
  };

  return { send, pendingBlanks: pending, stopQueue };
}
