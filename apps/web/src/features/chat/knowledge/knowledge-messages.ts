import { defineMessages, type MessageDescriptor } from 'react-intl';

const definitions = defineMessages({
  useKnowledge: { id: 'chat.knowledge.switch', defaultMessage: 'Use knowledge' },
  setByAgent: { id: 'chat.knowledge.setByAgent', defaultMessage: 'Set by the agent' },
  setByProject: { id: 'chat.knowledge.setByProject', defaultMessage: 'Set by the project' },
  retrievalFailed: {
    id: 'chat.knowledge.retrievalFailed',
    defaultMessage: 'Sent without the knowledge base: passages could not be retrieved ({reason}).',
  },
  sources: { id: 'chat.knowledge.sources', defaultMessage: 'Sources' },
  sourceButton: { id: 'chat.knowledge.sourceButton', defaultMessage: '[{number}] {name}' },
  sourceButtonWithPlace: {
    id: 'chat.knowledge.sourceButtonWithPlace',
    defaultMessage: '[{number}] {name}, {place}',
  },
  page: { id: 'chat.knowledge.page', defaultMessage: 'page {page}' },
  passage: { id: 'chat.knowledge.passage', defaultMessage: 'Passage' },
  openInFiles: { id: 'chat.knowledge.openInFiles', defaultMessage: 'Open in Files' },
  close: { id: 'chat.knowledge.close', defaultMessage: 'Close' },
});

/** Widened to MessageDescriptor: react-intl types defineMessages entries as taking no values. */
export const knowledgeMessages: Record<keyof typeof definitions, MessageDescriptor> = definitions;
