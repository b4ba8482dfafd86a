import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AgentImportFailure, AgentLimitedField } from '@confab/core';

export const importMessages = defineMessages({
  reviewFileTitle: { id: 'agents.import.reviewTitle', defaultMessage: 'Import agent' },
  importButton: { id: 'agents.import.confirm', defaultMessage: 'Import' },
  cancel: { id: 'agents.import.cancel', defaultMessage: 'Cancel' },
  reviewIntro: {
    id: 'agents.import.reviewIntro',
    defaultMessage: 'Check what this agent will do before you add it to your agents.',
  },
  avatar: { id: 'agents.import.avatar', defaultMessage: 'Avatar' },
  noAvatar: { id: 'agents.import.noAvatar', defaultMessage: 'None (the first letter of the title)' },
  avatarFetchFailed: {
    id: 'agents.import.avatarFetchFailed',
    defaultMessage: 'The avatar could not be fetched as an image, so the agent was saved without it.',
  },
  empty: { id: 'agents.import.empty', defaultMessage: 'This file is empty, so nothing was imported.' },
  notJSON: { id: 'agents.import.notJSON', defaultMessage: 'This file is not JSON, so it was not imported.' },
  notAgentFile: {
    id: 'agents.import.notAgentFile',
    defaultMessage: 'This is not an agent file (it needs "data" and "checksum"), so it was not imported.',
  },
  checksumMissing: {
    id: 'agents.import.checksumMissing',
    defaultMessage: 'This agent file has no checksum, so it was not imported.',
  },
  checksumMalformed: {
    id: 'agents.import.checksumMalformed',
    defaultMessage: 'This agent file’s checksum is not a SHA-256 value, so it was not imported.',
  },
  checksumWrong: {
    id: 'agents.import.checksumFailed',
    defaultMessage: 'This file was changed after it was exported, so it was not imported.',
  },
  notAnAgent: {
    id: 'agents.import.notAnAgent',
    defaultMessage: 'The file’s data is not a valid agent, so it was not imported.',
  },
});

/** Messages with placeholders: react-intl 12 types `defineMessages` entries as taking no values. */
export const importValueMessages: Record<
  'tooLarge' | 'tooLong' | 'tooMany' | 'avatarRefused' | 'fetchAvatar' | 'remoteAvatar',
  MessageDescriptor
> = defineMessages({
  tooLarge: {
    id: 'agents.import.tooLarge',
    defaultMessage: 'This file is larger than {size}, so it was not imported.',
  },
  tooLong: {
    id: 'agents.import.tooLong',
    defaultMessage: 'Not imported: the {field} is {actual} characters long; at most {limit} are allowed.',
  },
  tooMany: {
    id: 'agents.import.tooMany',
    defaultMessage: 'Not imported: the agent has {actual} {field}; at most {limit} are allowed.',
  },
  avatarRefused: {
    id: 'agents.import.avatarRefused',
    defaultMessage:
      'Not imported: the avatar address uses “{scheme}”. Only images inside the file or https addresses are accepted.',
  },
  remoteAvatar: {
    id: 'agents.import.remoteAvatar',
    defaultMessage: 'An image at {host}',
  },
  fetchAvatar: {
    id: 'agents.import.fetchAvatar',
    defaultMessage: 'Fetch the avatar from {host} once and keep a copy',
  },
});

export const fieldNames = defineMessages({
  title: { id: 'agents.import.field.title', defaultMessage: 'title' },
  description: { id: 'agents.import.field.description', defaultMessage: 'description' },
  prompt: { id: 'agents.import.field.prompt', defaultMessage: 'instructions' },
  welcomeMessage: { id: 'agents.import.field.welcomeMessage', defaultMessage: 'welcome message' },
  model: { id: 'agents.import.field.model', defaultMessage: 'model name' },
  categories: { id: 'agents.import.field.categories', defaultMessage: 'categories' },
  conversationStarters: {
    id: 'agents.import.field.conversationStarters',
    defaultMessage: 'conversation starters',
  },
  knowledgeBaseTags: { id: 'agents.import.field.knowledgeBaseTags', defaultMessage: 'knowledge base tags' },
  fewShotExamples: { id: 'agents.import.field.fewShotExamples', defaultMessage: 'few-shot examples' },
}) satisfies Record<AgentLimitedField, MessageDescriptor>;

type Format = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

/** The sentence a refused import shows: every reason has its own. */
export function importFailureMessage(failure: AgentImportFailure, format: Format): string {
  switch (failure.reason) {
    case 'too-large':
      return format(importValueMessages.tooLarge, { size: `${String(Math.round(failure.limit / 1024))} KB` });
    case 'empty':
      return format(importMessages.empty);
    case 'not-json':
      return format(importMessages.notJSON);
    case 'not-agent-file':
      return format(importMessages.notAgentFile);
    case 'checksum-missing':
      return format(importMessages.checksumMissing);
    case 'checksum-malformed':
      return format(importMessages.checksumMalformed);
    case 'checksum-wrong':
      return format(importMessages.checksumWrong);
    case 'not-an-agent':
      return format(importMessages.notAnAgent);
    case 'avatar-refused':
      return format(importValueMessages.avatarRefused, { scheme: failure.scheme });
    case 'too-long':
      return failure.issues
        .map((issue) =>
          format(issue.kind === 'count' ? importValueMessages.tooMany : importValueMessages.tooLong, {
            field: format(fieldNames[issue.field]),
            actual: issue.actual,
            limit: issue.limit,
          }),
        )
        .join(' ');
  }
}
