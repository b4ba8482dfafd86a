import type { IntlShape } from 'react-intl';
import type { ItemCounts } from './import-protocol.ts';

/** One line per kind the file holds ("12 chats (340 messages)"), in the order the sidebar shows them. */
export function importCountLines(intl: IntlShape, counts: ItemCounts): string[] {
  const lines: (string | false)[] = [
    counts.chats > 0 &&
      intl.formatMessage(
        {
          id: 'data.import.count.chats',
          defaultMessage:
            '{chats, plural, one {# chat} other {# chats}} ({messages, plural, one {# message} other {# messages}})',
        },
        { chats: counts.chats, messages: counts.messages },
      ),
    counts.folders > 0 &&
      intl.formatMessage(
        {
          id: 'data.import.count.folders',
          defaultMessage: '{count, plural, one {# project} other {# projects}}',
        },
        { count: counts.folders },
      ),
    counts.prompts > 0 &&
      intl.formatMessage(
        {
          id: 'data.import.count.prompts',
          defaultMessage: '{count, plural, one {# prompt} other {# prompts}}',
        },
        { count: counts.prompts },
      ),
    counts.agents > 0 &&
      intl.formatMessage(
        { id: 'data.import.count.agents', defaultMessage: '{count, plural, one {# agent} other {# agents}}' },
        { count: counts.agents },
      ),
    counts.plugins > 0 &&
      intl.formatMessage(
        {
          id: 'data.import.count.plugins',
          defaultMessage: '{count, plural, one {# plugin} other {# plugins}}',
        },
        { count: counts.plugins },
      ),
    counts.profiles > 0 &&
      intl.formatMessage(
        {
          id: 'data.import.count.profiles',
          defaultMessage: '{count, plural, one {# profile} other {# profiles}}',
        },
        { count: counts.profiles },
      ),
    counts.customModels > 0 &&
      intl.formatMessage(
        {
          id: 'data.import.count.customModels',
          defaultMessage: '{count, plural, one {# custom model} other {# custom models}}',
        },
        { count: counts.customModels },
      ),
    counts.settings > 0 &&
      intl.formatMessage(
        {
          id: 'data.import.count.settings',
          defaultMessage: '{count, plural, one {# setting} other {# settings}}',
        },
        { count: counts.settings },
      ),
    counts.attachments > 0 &&
      intl.formatMessage(
        {
          id: 'data.import.count.attachments',
          defaultMessage: '{count, plural, one {# attachment} other {# attachments}}',
        },
        { count: counts.attachments },
      ),
  ];
  return lines.filter((line): line is string => line !== false);
}
