import { defineMessages, type MessageDescriptor } from 'react-intl';

const definitions = defineMessages({
  title: { id: 'knowledge.settings.title', defaultMessage: 'Knowledge base' },
  hint: {
    id: 'knowledge.settings.hint',
    defaultMessage:
      'Documents you add to a knowledge collection in Files are read and indexed on this device. Chats that use knowledge answer from their passages and cite them.',
  },
  embeddingModel: { id: 'knowledge.settings.embeddingModel', defaultMessage: 'Embedding model' },
  embeddingHint: {
    id: 'knowledge.settings.embeddingHint',
    defaultMessage:
      'An embedding model also finds passages that say the same thing in other words. Documents are sent to its provider to be embedded.',
  },
  none: {
    id: 'knowledge.settings.none',
    defaultMessage: 'None — keyword search only, works offline',
  },
  openAIModel: { id: 'knowledge.settings.openAIModel', defaultMessage: 'OpenAI: {model}' },
  geminiModel: { id: 'knowledge.settings.geminiModel', defaultMessage: 'Gemini: {model}' },
  otherModel: {
    id: 'knowledge.settings.otherModel',
    defaultMessage: 'Another model on the OpenAI-compatible endpoint',
  },
  customModel: { id: 'knowledge.settings.customModel', defaultMessage: 'Endpoint of “{title}”' },
  modelName: { id: 'knowledge.settings.modelName', defaultMessage: 'Embedding model name' },
  modelNameHint: {
    id: 'knowledge.settings.modelNameHint',
    defaultMessage: 'The name the server knows the model by, for example nomic-embed-text.',
  },
  useModelName: { id: 'knowledge.settings.useModelName', defaultMessage: 'Use this model' },
  statusHeading: { id: 'knowledge.settings.statusHeading', defaultMessage: 'Index on this device' },
  documents: {
    id: 'knowledge.settings.documents',
    defaultMessage: '{count, plural, one {# document} other {# documents}} indexed',
  },
  passages: {
    id: 'knowledge.settings.passages',
    defaultMessage: '{count, plural, one {# passage} other {# passages}}',
  },
  queue: {
    id: 'knowledge.settings.queue',
    defaultMessage: '{count, plural, one {# document} other {# documents}} waiting to be read',
  },
  unreadable: {
    id: 'knowledge.settings.unreadable',
    defaultMessage: '{count, plural, one {# document} other {# documents}} could not be read',
  },
  lastError: { id: 'knowledge.settings.lastError', defaultMessage: 'Latest problem: {error}' },
  reindex: { id: 'knowledge.settings.reindex', defaultMessage: 'Re-index everything' },
  reindexHint: {
    id: 'knowledge.settings.reindexHint',
    defaultMessage: 'Reads every document again, for example after a reader was improved.',
  },
  reindexStarted: {
    id: 'knowledge.settings.reindexStarted',
    defaultMessage: 'Every document will be read again.',
  },
});

/** Widened: react-intl types `defineMessages` entries as taking no values (docs/footguns.md). */
export const knowledgeMessages: Record<keyof typeof definitions, MessageDescriptor> = definitions;
