import { defineMessages, type IntlShape } from 'react-intl';
import { chatPreview, type ChatMeta, type Folder, type Message } from '@confab/core';
import { examplesFolderID, type ExampleChatID } from './example-chat-ids.ts';

/**
 * Fixed in the past and equal on every device: any edit made anywhere is newer and wins, and two
 * devices that fill the examples write identical records.
 */
export const examplesCreatedAt = Date.UTC(2024, 0, 1);

const messages = defineMessages({
  folderTitle: { id: 'onboarding.examples.folderTitle', defaultMessage: 'Examples' },
  welcomeTitle: { id: 'onboarding.examples.welcome.title', defaultMessage: 'Welcome to Confab' },
  welcomeQuestion: {
    id: 'onboarding.examples.welcome.question',
    defaultMessage: 'What can I do with Confab?',
  },
  welcomeAnswer: {
    id: 'onboarding.examples.welcome.answer',
    defaultMessage:
      'Confab keeps your chats with AI models in this browser. A few things to try:\n\n- **Add an API key** in Settings → API keys, then pick a model above the message box.\n- **Projects** like this one group chats and can give them shared instructions and files.\n- **Agents** and the **prompt library** keep the instructions you reuse.\n- **Log in** to back up your chats and sync them between your devices.\n\nYou can delete these examples at any time; they will not come back.',
  },
  formattingTitle: { id: 'onboarding.examples.formatting.title', defaultMessage: 'Formatted answers' },
  formattingQuestion: {
    id: 'onboarding.examples.formatting.question',
    defaultMessage: 'Show me how answers can be formatted.',
  },
  formattingAnswer: {
    id: 'onboarding.examples.formatting.answer',
    defaultMessage:
      'Answers are written in Markdown, so they can hold lists, tables and code.\n\n| Format | Example |\n| --- | --- |\n| Bold | **important** |\n| Code | `npm start` |\n\n```js\nconsole.log("Hello from Confab");\n```',
  },
});

export interface ExampleChat {
  meta: ChatMeta;
  messages: Message[];
}

export interface ExampleRecords {
  folder: Folder;
  chats: ExampleChat[];
}

function exampleChat(
  id: ExampleChatID,
  title: string,
  question: string,
  answer: string,
  offset: number,
): ExampleChat {
  const askedAt = examplesCreatedAt + offset;
  const times = (at: number) => ({ createdAt: at, updatedAt: at, syncedAt: null });
  const questionUUID = `${id}-question`;
  const answerUUID = `${id}-answer`;
  return {
    meta: {
      id,
      chatTitle: title,
      tags: [],
      folderID: examplesFolderID,
      favoritedAt: null,
      archivedAt: null,
      preview: chatPreview(question),
      lastMessageCreatedAt: askedAt + 1,
      messageCount: 2,
      currentLeafUUID: answerUUID,
      ...times(askedAt),
      updatedAt: askedAt + 1,
    },
    messages: [
      {
        uuid: questionUUID,
        chatID: id,
        role: 'user',
        content: question,
        parentUUID: null,
        order: 0,
        ...times(askedAt),
      },
      {
        uuid: answerUUID,
        chatID: id,
        role: 'assistant',
        content: answer,
        parentUUID: questionUUID,
        order: 1,
        ...times(askedAt + 1),
      },
    ],
  };
}

/** The Examples project and its chats, in the language the person first opened Confab in. */
export function exampleRecords(intl: Pick<IntlShape, 'formatMessage'>): ExampleRecords {
  const text = (descriptor: (typeof messages)[keyof typeof messages]) => intl.formatMessage(descriptor);
  return {
    folder: {
      id: examplesFolderID,
      title: text(messages.folderTitle),
      order: 0,
      open: true,
      settings: {},
      createdAt: examplesCreatedAt,
      updatedAt: examplesCreatedAt,
      syncedAt: null,
    },
    chats: [
      exampleChat(
        'example-welcome',
        text(messages.welcomeTitle),
        text(messages.welcomeQuestion),
        text(messages.welcomeAnswer),
        2000,
      ),
      exampleChat(
        'example-formatting',
        text(messages.formattingTitle),
        text(messages.formattingQuestion),
        text(messages.formattingAnswer),
        1000,
      ),
    ],
  };
}
