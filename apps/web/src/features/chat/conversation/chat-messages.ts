import { defineMessages, type MessageDescriptor } from 'react-intl';

/** UI text of the conversation, in one place so the actions, the log and the composer agree. */
const definitions = defineMessages({
  userMessage: { id: 'chat.message.user', defaultMessage: 'User message' },
  assistantMessage: { id: 'chat.message.assistant', defaultMessage: 'Assistant message' },
  copy: { id: 'chat.action.copy', defaultMessage: 'Copy' },
  copied: { id: 'chat.action.copied', defaultMessage: 'Copied' },
  edit: { id: 'chat.action.edit', defaultMessage: 'Edit' },
  delete: { id: 'chat.action.delete', defaultMessage: 'Delete' },
  regenerate: { id: 'chat.action.regenerate', defaultMessage: 'Regenerate' },
  fork: { id: 'chat.action.fork', defaultMessage: 'Fork from here' },
  saveEdit: { id: 'chat.edit.save', defaultMessage: 'Save' },
  saveAndSend: { id: 'chat.edit.saveAndSend', defaultMessage: 'Save and send' },
  cancelEdit: { id: 'chat.edit.cancel', defaultMessage: 'Cancel' },
  editLabel: { id: 'chat.edit.label', defaultMessage: 'Edit message' },
  previousAlternative: { id: 'chat.branch.previous', defaultMessage: 'Previous alternative' },
  nextAlternative: { id: 'chat.branch.next', defaultMessage: 'Next alternative' },
  alternativePosition: { id: 'chat.branch.position', defaultMessage: '{index} / {count}' },
  reasoning: { id: 'chat.reasoning', defaultMessage: 'Reasoning' },
  contextCleared: {
    id: 'chat.contextCleared',
    defaultMessage: 'Context cleared: the model does not see messages above this line',
  },
  stoppedWithError: { id: 'chat.answerError', defaultMessage: 'The answer stopped: {error}' },
  usePrimary: { id: 'chat.multi.usePrimary', defaultMessage: 'Use this answer' },
  primary: { id: 'chat.multi.primary', defaultMessage: 'Answer used in the conversation' },
  tokens: { id: 'chat.usage.tokens', defaultMessage: '{input} in · {output} out' },
  waiting: { id: 'chat.waiting', defaultMessage: 'Waiting for the answer…' },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
export const chatMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;
