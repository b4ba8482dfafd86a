import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog, ToastRegion, useToasts } from '@confab/ui';
import type { ChatMeta, Message } from '@confab/core';
import type { ChatRunner, LoadedChat } from '@confab/core/conversation';
import { chatCommandMessages } from './chat-command-texts.ts';
import { lastAnswerOf, lastAnswerText, resetTargets } from './chat-commands.ts';
import { useCommand } from './use-command.ts';
import { usePluginsToggle } from './use-plugins-toggle.ts';

export interface ChatShortcutCommandsProps {
  chat: LoadedChat | undefined;
  runner: Pick<ChatRunner, 'clearContext' | 'stop' | 'deleteMessage'>;
  /** The message menu's own regenerate, so the shortcut picks the same models. */
  onRegenerate: (message: Message) => void;
  onMetaChange: (meta: ChatMeta) => void;
}

/** The open chat's shortcut commands (reset, regenerate, clear context, plugins, copy) and their notices. */
export function ChatShortcutCommands({
  chat,
  runner,
  onRegenerate,
  onMetaChange,
}: ChatShortcutCommandsProps) {
  const intl = useIntl();
  const { toasts, show, dismiss } = useToasts();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const togglePlugins = usePluginsToggle(chat?.meta, onMetaChange);
  const hasMessages = (chat?.path.length ?? 0) > 0;

  useCommand('regenerate', () => {
    const answer = chat ? lastAnswerOf(chat.path) : undefined;
    if (answer) onRegenerate(answer);
  });
  useCommand('clearContext', () => {
    if (chat && hasMessages) void runner.clearContext(chat.meta.id);
  });
  useCommand('resetChat', () => {
    if (hasMessages) setConfirmingReset(true);
  });
  useCommand('copyLastMessage', () => {
    const text = chat ? lastAnswerText(chat.path) : undefined;
    if (text === undefined) {
      show(intl.formatMessage(chatCommandMessages.nothingToCopy));
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => {
        show(intl.formatMessage(chatCommandMessages.copied));
      },
      () => {
        show(intl.formatMessage(chatCommandMessages.copyFailed), 'error');
      },
    );
  });
  useCommand('togglePlugins', () => {
    const result = togglePlugins();
    if (result?.state === 'off') show(intl.formatMessage(chatCommandMessages.pluginsOff));
    if (result?.state === 'on')
      show(intl.formatMessage(chatCommandMessages.pluginsOn, { count: result.count }));
    if (result?.state === 'none-offered') show(intl.formatMessage(chatCommandMessages.noPlugins));
  });

  const reset = async (target: LoadedChat) => {
    runner.stop(target.meta.id);
    for (const message of resetTargets(target)) await runner.deleteMessage(target.meta.id, message.uuid);
  };

  return (
    <>
      <ToastRegion
        toasts={toasts}
        onDismiss={dismiss}
        label={intl.formatMessage(chatCommandMessages.toastRegion)}
        dismissLabel={intl.formatMessage(chatCommandMessages.dismiss)}
      />
      {confirmingReset && chat ? (
        <ConfirmDialog
          title={intl.formatMessage(chatCommandMessages.resetTitle)}
          cancelLabel={intl.formatMessage(chatCommandMessages.cancel)}
          confirmLabel={intl.formatMessage(chatCommandMessages.resetConfirm)}
          onClose={() => {
            setConfirmingReset(false);
          }}
          onConfirm={() => {
            setConfirmingReset(false);
            void reset(chat);
          }}
        >
          <p>{intl.formatMessage(chatCommandMessages.resetBody)}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
