import { defineMessages, type MessageDescriptor } from 'react-intl';

export const editorMessages = defineMessages({
  createTitle: { id: 'agents.editor.createTitle', defaultMessage: 'Create agent' },
  editTitle: { id: 'agents.editor.editTitle', defaultMessage: 'Edit agent' },
  title: { id: 'agents.editor.title', defaultMessage: 'Title' },
  description: { id: 'agents.editor.description', defaultMessage: 'Description' },
  categories: { id: 'agents.editor.categories', defaultMessage: 'Categories' },
  color: { id: 'agents.editor.color', defaultMessage: 'Colour' },
  avatarURL: { id: 'agents.editor.avatarURL', defaultMessage: 'Avatar image URL' },
  model: { id: 'agents.editor.model', defaultMessage: 'Agent model' },
  defaultModel: { id: 'agents.editor.defaultModel', defaultMessage: 'Your default model' },
  modelHint: {
    id: 'agents.editor.modelHint',
    defaultMessage: 'Chats with this agent use this model; without one they use your default model.',
  },
  instructions: { id: 'agents.editor.instructions', defaultMessage: 'Instructions' },
  instructionsHint: {
    id: 'agents.editor.instructionsHint',
    defaultMessage: 'Sent as the system message: who the agent is and how it should answer.',
  },
  welcomeMessage: { id: 'agents.editor.welcomeMessage', defaultMessage: 'Welcome message' },
  starters: { id: 'agents.editor.starters', defaultMessage: 'Conversation starters' },
  addStarter: { id: 'agents.editor.addStarter', defaultMessage: 'Add conversation starter' },
  examples: { id: 'agents.editor.examples', defaultMessage: 'Few-shot examples' },
  examplesHint: {
    id: 'agents.editor.examplesHint',
    defaultMessage: 'Sample exchanges that show the agent the answers you expect.',
  },
  addExample: { id: 'agents.editor.addExample', defaultMessage: 'Add example' },
  required: { id: 'agents.editor.required', defaultMessage: 'This field is required.' },
  avatarRefused: {
    id: 'agents.editor.avatarRefused',
    defaultMessage: 'Use an https address of a picture, or leave this empty.',
  },
  avatarHint: {
    id: 'agents.editor.avatarHint',
    defaultMessage: 'Fetched once when you save and kept with the agent.',
  },
  save: { id: 'agents.editor.save', defaultMessage: 'Save' },
  cancel: { id: 'agents.editor.cancel', defaultMessage: 'Cancel' },
  history: { id: 'agents.editor.history', defaultMessage: 'Update history' },
  historyEmpty: { id: 'agents.editor.historyEmpty', defaultMessage: 'No earlier versions yet.' },
  latest: { id: 'agents.editor.latest', defaultMessage: 'Latest' },
  preview: { id: 'agents.editor.preview', defaultMessage: 'Version preview' },
  revert: { id: 'agents.editor.revert', defaultMessage: 'Revert to this version' },
  closePreview: { id: 'agents.editor.closePreview', defaultMessage: 'Close preview' },
});

/** Messages with placeholders: react-intl 12 types `defineMessages` entries as taking no values. */
export const editorValueMessages: Record<
  | 'starter'
  | 'removeStarter'
  | 'exampleUser'
  | 'exampleAssistant'
  | 'removeExample'
  | 'example'
  | 'version'
  | 'revertedFrom'
  | 'avatarUnavailable'
  | 'revertLoaded',
  MessageDescriptor
> = defineMessages({
  avatarUnavailable: {
    id: 'agents.editor.avatarUnavailable',
    defaultMessage:
      'The picture at this address could not be loaded: it must be a PNG, JPEG, GIF, WebP or AVIF image of at most {size}.',
  },
  starter: { id: 'agents.editor.starter', defaultMessage: 'Conversation starter {number}' },
  removeStarter: {
    id: 'agents.editor.removeStarter',
    defaultMessage: 'Remove conversation starter {number}',
  },
  example: { id: 'agents.editor.example', defaultMessage: 'Example {number}' },
  exampleUser: { id: 'agents.editor.exampleUser', defaultMessage: 'Example {number} user message' },
  exampleAssistant: {
    id: 'agents.editor.exampleAssistant',
    defaultMessage: 'Example {number} assistant reply',
  },
  removeExample: { id: 'agents.editor.removeExample', defaultMessage: 'Remove example {number}' },
  version: { id: 'agents.editor.version', defaultMessage: 'Version {number}, {time}' },
  revertedFrom: { id: 'agents.editor.revertedFrom', defaultMessage: 'Reverted from version {number}' },
  revertLoaded: {
    id: 'agents.editor.revertLoaded',
    defaultMessage: 'Version {number} is loaded into the editor. Save to keep it, or Cancel to discard it.',
  },
});
