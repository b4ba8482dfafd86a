import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ItemCounts } from './import-protocol.ts';

// defineMessages so the catalogue extraction finds them; read back as plain descriptors, because its
// typed descriptors refuse values (import-messages.ts).
const countMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  folders: {
    id: 'data.import.count.folders',
    defaultMessage: '{count, plural, one {# project} other {# projects}}',
  },
  prompts: {
    id: 'data.import.count.prompts',
    defaultMessage: '{count, plural, one {# prompt} other {# prompts}}',
  },
  agents: {
    id: 'data.import.count.agents',
    defaultMessage: '{count, plural, one {# agent} other {# agents}}',
  },
  plugins: {
    id: 'data.import.count.plugins',
    defaultMessage: '{count, plural, one {# plugin} other {# plugins}}',
  },
  profiles: {
    id: 'data.import.count.profiles',
    defaultMessage: '{count, plural, one {# profile} other {# profiles}}',
  },
  customModels: {
    id: 'data.import.count.customModels',
    defaultMessage: '{count, plural, one {# custom model} other {# custom models}}',
  },
  settings: {
    id: 'data.import.count.settings',
    defaultMessage: '{count, plural, one {# setting} other {# settings}}',
  },
  attachments: {
    id: 'data.import.count.attachments',
    defaultMessage: '{count, plural, one {# attachment} other {# attachments}}',
  },
  files: {
    id: 'data.import.count.files',
    defaultMessage: '{count, plural, one {# file} other {# files}}',
  },
  knowledgeCollections: {
    id: 'data.import.count.knowledgeCollections',
    defaultMessage: '{count, plural, one {# knowledge collection} other {# knowledge collections}}',
  },
});

/** After the chats, in the order the sidebar shows them. */
const countedKinds = [
  'folders',
  'prompts',
  'agents',
  'plugins',
  'profiles',
  'customModels',
  'settings',
  'attachments',
  'files',
  'knowledgeCollections',
] as const satisfies readonly (keyof ItemCounts)[];

/** One line per kind the file holds ("12 chats (340 messages)"), in the order the sidebar shows them. */
export function importCountLines(intl: IntlShape, counts: ItemCounts): string[] {
  const lines: string[] = [];
  if (counts.chats > 0) {
    lines.push(
      intl.formatMessage(
        {
          id: 'data.import.count.chats',
          defaultMessage:
            '{chats, plural, one {# chat} other {# chats}} ({messages, plural, one {# message} other {# messages}})',
        },
        { chats: counts.chats, messages: counts.messages },
      ),
    );
  }
  for (const kind of countedKinds) {
    const message = countMessages[kind];
    if (message && counts[kind] > 0) lines.push(intl.formatMessage(message, { count: counts[kind] }));
  }
  return lines;
}
