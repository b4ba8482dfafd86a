import { defineMessages, type MessageDescriptor } from 'react-intl';

/** UI text of the project settings dialog. */
const definitions = defineMessages({
  intro: {
    id: 'projects.settings.intro',
    defaultMessage:
      'Every chat in {project} uses these settings. A chat’s own system message still comes first.',
  },
  missing: { id: 'projects.settings.missing', defaultMessage: 'This project no longer exists.' },
  loading: { id: 'projects.settings.loading', defaultMessage: 'Loading project settings…' },
  licenceNeeded: {
    id: 'projects.settings.licenceNeeded',
    defaultMessage: 'Editing project settings comes with a licence.',
  },
  seeLicences: { id: 'projects.settings.seeLicences', defaultMessage: 'See licences' },
  readOnly: {
    id: 'projects.settings.readOnly',
    defaultMessage:
      'Project settings are turned off on this workspace. You can look at them but not change them.',
  },
  systemMessage: { id: 'projects.settings.systemMessage', defaultMessage: 'System message' },
  systemMessageHint: {
    id: 'projects.settings.systemMessageHint',
    defaultMessage: 'Used by chats in this project that have no system message of their own.',
  },
  model: { id: 'projects.settings.model', defaultMessage: 'Model' },
  defaultModel: { id: 'projects.settings.defaultModel', defaultMessage: 'Default model' },
  modelHint: {
    id: 'projects.settings.modelHint',
    defaultMessage: 'New chats in this project start with this model.',
  },
  agent: { id: 'projects.settings.agent', defaultMessage: 'Assigned agent' },
  noAgent: { id: 'projects.settings.noAgent', defaultMessage: 'None' },
  agentHint: {
    id: 'projects.settings.agentHint',
    defaultMessage: 'The agent’s instructions apply to every chat in this project.',
  },
  files: { id: 'projects.settings.files', defaultMessage: 'Files' },
  filesHint: {
    id: 'projects.settings.filesHint',
    defaultMessage: 'Small text files given to the model with every message. {used} of {limit} used.',
  },
  addFiles: { id: 'projects.settings.addFiles', defaultMessage: 'Add files' },
  noFiles: { id: 'projects.settings.noFiles', defaultMessage: 'No files yet.' },
  removeFile: { id: 'projects.settings.removeFile', defaultMessage: 'Remove {name}' },
  openKnowledgeBase: { id: 'projects.settings.openKnowledgeBase', defaultMessage: 'Open the knowledge base' },
  knowledgeBase: { id: 'projects.settings.knowledgeBase', defaultMessage: 'Knowledge base' },
  knowledgeBaseHint: {
    id: 'projects.settings.knowledgeBaseHint',
    defaultMessage:
      'Each prompt in this project’s chats retrieves passages from the collections chosen here, unless the chat’s agent has its own.',
  },
  filesTooBig: {
    id: 'projects.settings.filesTooBig',
    defaultMessage:
      'The total selected file(s) are too big (exceeds 100KB). This feature is suitable for small files only. If you need to upload bigger files, please use the Knowledge Base feature instead.',
  },
  filesUnreadable: {
    id: 'projects.settings.filesUnreadable',
    defaultMessage: 'Only text files can be added. {names} could not be read as text.',
  },
  endpoints: { id: 'projects.settings.endpoints', defaultMessage: 'Dynamic context' },
  endpointsHint: {
    id: 'projects.settings.endpointsHint',
    defaultMessage:
      'Text added to the model’s context at every send. A URL source is fetched then (GET, plain text); a static source gives the text you type here.',
  },
  endpointsOff: {
    id: 'projects.settings.endpointsOff',
    defaultMessage: 'Dynamic context is turned off on this workspace.',
  },
  noEndpoints: { id: 'projects.settings.noEndpoints', defaultMessage: 'No dynamic context yet.' },
  addEndpoint: { id: 'projects.settings.addEndpoint', defaultMessage: 'Add dynamic context' },
  endpointGroup: { id: 'projects.settings.endpointGroup', defaultMessage: 'Dynamic context {number}' },
  endpointName: { id: 'projects.settings.endpointName', defaultMessage: 'Name' },
  endpointSource: { id: 'projects.settings.endpointSource', defaultMessage: 'Source' },
  sourceURL: { id: 'projects.settings.sourceURL', defaultMessage: 'URL' },
  sourceStatic: { id: 'projects.settings.sourceStatic', defaultMessage: 'Static text' },
  endpointURL: { id: 'projects.settings.endpointURL', defaultMessage: 'URL' },
  endpointContent: { id: 'projects.settings.endpointContent', defaultMessage: 'Text' },
  removeEndpoint: {
    id: 'projects.settings.removeEndpoint',
    defaultMessage: 'Remove dynamic context {number}',
  },
  nameRequired: { id: 'projects.settings.nameRequired', defaultMessage: 'Give this dynamic context a name.' },
  urlRequired: { id: 'projects.settings.urlRequired', defaultMessage: 'Enter the URL to fetch.' },
  endpointsIncomplete: {
    id: 'projects.settings.endpointsIncomplete',
    defaultMessage:
      'Not saved: every dynamic context needs a name, and a URL unless its source is static text.',
  },
  saveFailed: {
    id: 'projects.settings.saveFailed',
    defaultMessage: 'The project settings could not be saved. Nothing was changed; try again.',
  },
  save: { id: 'projects.settings.save', defaultMessage: 'Save' },
  cancel: { id: 'projects.settings.cancel', defaultMessage: 'Cancel' },
  close: { id: 'projects.settings.close', defaultMessage: 'Close' },
  dismiss: { id: 'projects.settings.dismiss', defaultMessage: 'Dismiss' },
});

// Widened: react-intl 12 types defineMessages entries as taking no values (docs/footguns.md).
export const projectMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;
