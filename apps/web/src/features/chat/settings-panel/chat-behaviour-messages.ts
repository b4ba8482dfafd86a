import { defineMessages } from 'react-intl';

export const chatBehaviourMessages = defineMessages({
  title: { id: 'settings.chat.title', defaultMessage: 'Chat behaviour' },
  streaming: { id: 'settings.chat.streaming', defaultMessage: 'Stream answers' },
  streamingHint: {
    id: 'settings.chat.streamingHint',
    defaultMessage: 'Show answers word by word as they arrive.',
  },
  automaticTitle: { id: 'settings.chat.automaticTitle', defaultMessage: 'Automatic chat titles' },
  titleModel: { id: 'settings.chat.titleModel', defaultMessage: 'Title model' },
  titleModelReset: { id: 'settings.chat.titleModelReset', defaultMessage: "Use the chat's model" },
  titlePrompt: { id: 'settings.chat.titlePrompt', defaultMessage: 'Title prompt' },
  sound: { id: 'settings.chat.sound', defaultMessage: 'Play a sound when an answer finishes' },
  reopen: { id: 'settings.chat.reopen', defaultMessage: 'Reopen the previous chat on load' },
  reopenHint: {
    id: 'settings.chat.reopenHint',
    defaultMessage:
      'When the app opens without a chat in its address, the chat you had open last opens again.',
  },
  limitMessages: { id: 'settings.chat.limitMessages', defaultMessage: 'Load long chats in parts' },
  limitMessagesHint: {
    id: 'settings.chat.limitMessagesHint',
    defaultMessage: 'Off shows every message at once.',
  },
  messagesToLoad: { id: 'settings.chat.messagesToLoad', defaultMessage: 'Messages to load' },
  queueDelay: {
    id: 'settings.chat.queueDelay',
    defaultMessage: 'Delay between queued messages (seconds)',
  },
});
