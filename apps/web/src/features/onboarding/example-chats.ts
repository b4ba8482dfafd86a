import { defineMessages, type MessageDescriptor } from 'react-intl';
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
  welcomeIntro: {
    id: 'onboarding.examples.welcome.intro',
    defaultMessage: 'Confab keeps your chats with AI models in this browser. A few things to try:',
  },
  welcomeKeys: {
    id: 'onboarding.examples.welcome.keys',
    defaultMessage: '**Add an API key** in Settings, then pick a model under the message box.',
  },
  welcomeProjects: {
    id: 'onboarding.examples.welcome.projects',
    defaultMessage: '**Projects** like this one group chats and can give them shared instructions and files.',
  },
  welcomeAgents: {
    id: 'onboarding.examples.welcome.agents',
    defaultMessage: '**Agents** and the **prompt library** keep the instructions you reuse.',
  },
  welcomeLogin: {
    id: 'onboarding.examples.welcome.login',
    defaultMessage: '**Log in** to back up your chats and sync them between your devices.',
  },
  welcomeOutro: {
    id: 'onboarding.examples.welcome.outro',
    defaultMessage: 'You can delete these examples at any time; they will not come back.',
  },
  formattingTitle: { id: 'onboarding.examples.formatting.title', defaultMessage: 'Formatted answers' },
  formattingQuestion: {
    id: 'onboarding.examples.formatting.question',
    defaultMessage: 'Show me how answers can be formatted.',
  },
  formattingIntro: {
    id: 'onboarding.examples.formatting.intro',
    defaultMessage: 'Answers are written in Markdown, so they can hold lists, tables and code.',
  },
  formattingFormat: { id: 'onboarding.examples.formatting.format', defaultMessage: 'Format' },
  formattingExample: { id: 'onboarding.examples.formatting.example', defaultMessage: 'Example' },
  formattingBold: { id: 'onboarding.examples.formatting.bold', defaultMessage: 'Bold' },
  formattingImportant: { id: 'onboarding.examples.formatting.important', defaultMessage: 'important' },
  formattingCode: { id: 'onboarding.examples.formatting.code', defaultMessage: 'Code' },
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

type Text = (descriptor: (typeof messages)[keyof typeof messages]) => string;

// The extractor folds a message's line breaks into spaces, so the Markdown's lines are joined here.
function welcomeAnswer(text: Text): string {
  const items = [
    messages.welcomeKeys,
    messages.welcomeProjects,
    messages.welcomeAgents,
    messages.welcomeLogin,
  ];
  return [
    text(messages.welcomeIntro),
    '',
    ...items.map((item) => `- ${text(item)}`),
    '',
    text(messages.welcomeOutro),
  ].join('\n');
}

function formattingAnswer(text: Text): string {
  return [
    text(messages.formattingIntro),
    '',
    `| ${text(messages.formattingFormat)} | ${text(messages.formattingExample)} |`,
    '| --- | --- |',
    `| ${text(messages.formattingBold)} | **${text(messages.formattingImportant)}** |`,
    `| ${text(messages.formattingCode)} | \`npm start\` |`,
    '',
    '```js',
    'console.log("Hello from Confab");',
    '```',
  ].join('\n');
}

/** The Examples project and its chats, in the language the person first opened Confab in. */
export function exampleRecords(intl: {
  formatMessage: (descriptor: MessageDescriptor) => string;
}): ExampleRecords {
  const text: Text = (descriptor) => intl.formatMessage(descriptor);
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
        welcomeAnswer(text),
        2000,
      ),
      exampleChat(
        'example-formatting',
        text(messages.formattingTitle),
        text(messages.formattingQuestion),
        formattingAnswer(text),
        1000,
      ),
    ],
  };
}
