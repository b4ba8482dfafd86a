import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { defaultTitlePrompt, type Message } from '@confab/core';
import { answerKey, answeringModelIDs, type ModelChoice } from '@confab/core/conversation';
import { useChatFeature } from '../../host/host-config.tsx';
import { keyVaultNoticeMessages, openKeyVaultDialog } from '../key-vault/index.ts';
import { useSetting } from '../../storage/use-setting.ts';
import { settingKeys } from '../../storage/setting-keys.ts';
import { useChatEngine } from './engine/chat-runner-context.tsx';
import { useLoadedChat } from './engine/use-loaded-chat.ts';
import { ChatNotFound } from './chat-not-found.tsx';
import { useAnswerSettingsResolver } from './engine/use-answer-settings.ts';
import { useAnyRunning } from './engine/use-live-answer.ts';
import { useContextNotice } from './engine/use-context-notice.ts';
import { useKnowledgeNotice } from './knowledge/use-knowledge-notice.ts';
import { useHeldUseKnowledge } from './knowledge/use-held-use-knowledge.ts';
import { usePromptSend } from './prompt-send/use-prompt-send.ts';
import { useSendWhenReady } from './prompt-send/use-send-when-ready.ts';
import { lazyComponent } from '@confab/ui';
import { placeComposerDraft } from './composer-draft.ts';
import { ConversationLog } from './conversation/conversation-log.tsx';
import { preloadMessageMarkdown } from './conversation/lazy-message-markdown.tsx';
import { ChatHeader } from './chat-header.tsx';
import { ChatToolbar } from './chat-toolbar.tsx';
import { Composer } from './composer.tsx';
import { ChatWelcome } from './chat-welcome.tsx';
import { ConversationStarters } from './conversation-starters.tsx';
import { useChatAgent } from './use-chat-agent.ts';
import { useMessageActions } from './use-message-actions.ts';
import { useChatUsage } from './use-chat-usage.ts';
import { ChatShortcutCommands } from '../shortcuts/index.ts';
import { useAnswerSound } from './settings-panel/use-answer-sound.ts';
import {
  messagesToLoadSchema,
  titleEnabledSchema,
  titleModelSchema,
  titlePromptSchema,
  queueDelaySecondsSchema,
} from './chat-setting-schemas.ts';
import { defaultMessagesToLoad, defaultQueueDelaySeconds } from './chat-defaults.ts';
import { suggestKeywordsSchema } from './suggested-keywords/keyword-search.ts';
import './chat-screen.css';

const PromptBlanksDialog = lazyComponent(
  async () => (await import('./prompt-send/prompt-blanks-dialog.tsx')).PromptBlanksDialog,
);

export interface ChatScreenProps {
  chatID: string | undefined;
  /** Opens another chat (a new one after the first send, a fork). */
  onOpenChat: (chatID: string, options: { replace: boolean }) => void;
}

export function ChatScreen({ chatID, onOpenChat }: ChatScreenProps) {
  const intl = useIntl();
  const { runner } = useChatEngine();
  const { chat, loaded, showMeta } = useLoadedChat(chatID);
  const answerSource = useAnswerSettingsResolver(chat?.meta.folderID);
  const { resolve, models, defaultModelID } = answerSource;
  const knowledgeNotice = useKnowledgeNotice(chatID);
  const [heldUseKnowledge, setHeldUseKnowledge] = useHeldUseKnowledge(chatID);
  const contextNotice = useContextNotice(chatID) ?? knowledgeNotice;
  const [pickedModelIDs, setPickedModelIDs] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    void preloadMessageMarkdown();
  }, []);
  // Spec §6 navBar: a host may hide the chat's top bar; share and project settings stay in the
  // chat list's menu, and "Chat settings" moves under the composer.
  const navBarShown = useChatFeature('navBar');
  // Spec §6 pickCharacters: off, an `@[Agent]` mention is plain text and the chosen model answers.
  const pickAgents = useChatFeature('pickCharacters');
  const titleFeature = useChatFeature('useAutoGenerateChatTitle');
  const titleEnabledSetting = useSetting(settingKeys.automaticTitle, titleEnabledSchema, true);
  const titlePromptSetting = useSetting(settingKeys.titlePrompt, titlePromptSchema, defaultTitlePrompt);
  const titleModelSetting = useSetting(settingKeys.titleModel, titleModelSchema, '');
  const keywordsFeature = useChatFeature('useAutoSuggestKeywords');
  const keywordsEnabled = useSetting(settingKeys.suggestKeywords, suggestKeywordsSchema, false);
  const titleEnabled = titleEnabledSetting.value;
  const titlePrompt = titlePromptSetting.value;
  const titleModelID = titleModelSetting.value;
  const messagesToLoad = useSetting(
    settingKeys.messagesToLoad,
    messagesToLoadSchema,
    defaultMessagesToLoad,
  ).value;

  const modelChoice: ModelChoice = {
    pickedModelIDs,
    chatModelID: chat?.meta.model,
    defaultModelID,
    availableModelIDs: models.map((model) => model.id),
  };
  const modelIDs = answeringModelIDs(modelChoice, { kind: 'prompt' });
  const lastMessage = chat?.path.at(-1);
  const runningKeys = useMemo(
    () =>
      lastMessage
        ? [
            lastMessage.uuid,
            ...(lastMessage.responses ?? []).map((response) => answerKey(lastMessage.uuid, response.uuid)),
          ]
        : [],
    [lastMessage],
  );
  const running = useAnyRunning(runningKeys);
  useAnswerSound(chatID, running);
  const agent = useChatAgent(chat?.meta.character?.id);
  const hasPrompt = chat?.path.some((message) => message.role === 'user') ?? false;
  const usage = useChatUsage(chat?.path ?? [], models, modelIDs[0]);

  const answersFor = (ids: readonly string[]) => {
    const answers = ids.map((id) => resolve(id, chat?.meta)).filter((answer) => answer !== null);
    if (answers.length === 0 && ids.some(answerSource.keyLocked)) {
      setNotice(intl.formatMessage(keyVaultNoticeMessages.chatLocked));
      openKeyVaultDialog('unlock');
    } else if (answers.length === 0) {
      setNotice(
        intl.formatMessage({
          id: 'chat.noModel',
          defaultMessage:
            'No model can answer yet. Add an API key in Settings, or a model in the Models tab.',
        }),
      );
    }
    return answers;
  };

  const titleSettings = () => {
    const [modelID] = answeringModelIDs(modelChoice, { kind: 'title', titleModelID });
    const answer = modelID ? resolve(modelID) : null;
    return { enabled: titleFeature && titleEnabled, prompt: titlePrompt, ...(answer ? { answer } : {}) };
  };
  // Keywords are asked of the title model too (the answering model when none is chosen).
  const keywordSettings = () => {
    const [modelID] = answeringModelIDs(modelChoice, { kind: 'title', titleModelID });
    const answer = modelID ? resolve(modelID) : null;
    return { enabled: keywordsFeature && keywordsEnabled.value, ...(answer ? { answer } : {}) };
  };

  const queueDelaySetting = useSetting(
    settingKeys.queueDelaySeconds,
    queueDelaySecondsSchema,
    defaultQueueDelaySeconds,
  );
  const queueDelaySeconds = queueDelaySetting.value;
  const promptSend = usePromptSend({
    chatID,
    runner,
    answersFor: () => answersFor(modelIDs),
    answerAsAgent: (agent) => {
      if (!pickAgents) return null;
      const [modelID] = answeringModelIDs(modelChoice, { kind: 'agent', agentModelID: agent.model });
      return modelID
        ? resolve(modelID, { systemMessage: agent.prompt, parameters: chat?.meta.parameters })
        : null;
    },
    titleSettings,
    keywordSettings,
    onOpenChat,
    queueDelaySeconds,
    restoreDraft: placeComposerDraft,
    heldUseKnowledge,
  });
  const sendPrompt = useSendWhenReady(
    loaded &&
      answerSource.loaded &&
      titleEnabledSetting.loaded &&
      titlePromptSetting.loaded &&
      titleModelSetting.loaded &&
      keywordsEnabled.loaded &&
      queueDelaySetting.loaded,
    promptSend.send,
    placeComposerDraft,
  );

  const actions = useMessageActions({
    chatID,
    runner,
    answersFor: (message: Message) =>
      answersFor(answeringModelIDs(modelChoice, { kind: 'regenerate', answeredBy: message.model })),
    modelsFor: () => answersFor(modelIDs),
    models,
    onOpenChat,
  });

  // Nothing while a chat is read: the welcome would flash for a frame and cost a render.
  const emptyLog =
    chatID !== undefined && !loaded ? null : chatID !== undefined && !chat ? (
      <ChatNotFound />
    ) : (
      <ChatWelcome />
    );

  return (
    <div className="chat-screen">
      {navBarShown ? <ChatHeader chat={chat} usage={usage} onMetaChange={showMeta} /> : null}
      <ConversationLog
        key={chatID ?? 'new'}
        tree={chat?.tree}
        path={loaded ? (chat?.path ?? []) : []}
        actions={actions}
        messagesToLoad={messagesToLoad}
        empty={emptyLog}
      />
      {agent && !hasPrompt ? (
        <ConversationStarters
          starters={agent.conversationStarters ?? []}
          onPick={(text) => {
            sendPrompt(text, []);
          }}
        />
      ) : null}
      <div className="chat-screen__composer">
        <Composer
          running={running}
          onSend={(text, files) => {
            setNotice(null);
            return sendPrompt(text, files);
          }}
          onStop={() => {
            promptSend.stopQueue();
            if (chatID) runner.stop(chatID);
          }}
          notice={
            notice || contextNotice || usage.warning !== 'none' ? (
              <p className="chat-screen__notice" role="status">
                {notice ?? contextNotice ?? usage.warningText}
              </p>
            ) : null
          }
          toolbar={
            <ChatToolbar
              chat={chat}
              modelIDs={modelIDs}
              onModelIDsChange={setPickedModelIDs}
              onMetaChange={showMeta}
              heldUseKnowledge={heldUseKnowledge}
              onHeldUseKnowledgeChange={setHeldUseKnowledge}
              withChatSettings={!navBarShown}
              onClearContext={() => {
                if (chatID) void runner.clearContext(chatID);
              }}
            />
          }
        />
      </div>
      <ChatShortcutCommands
        chat={chatID !== undefined && chat?.meta.id === chatID ? chat : undefined}
        runner={runner}
        onRegenerate={actions.onRegenerate}
        onMetaChange={showMeta}
      />
      {promptSend.pendingBlanks ? (
        <PromptBlanksDialog
          variables={promptSend.pendingBlanks.variables}
          onSubmit={promptSend.pendingBlanks.submit}
          onCancel={promptSend.pendingBlanks.cancel}
        />
      ) : null}
    </div>
  );
}
