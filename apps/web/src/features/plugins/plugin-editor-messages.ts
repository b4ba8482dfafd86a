import { defineMessages } from 'react-intl';
import type { PluginDraftError } from './check-plugin-draft.ts';

/** UI text of the add/edit plugin dialog. */
export const pluginEditorMessages = defineMessages({
  addTitle: { id: 'plugins.editor.addTitle', defaultMessage: 'Add plugin' },
  editTitle: { id: 'plugins.editor.editTitle', defaultMessage: 'Edit plugin' },
  title: { id: 'plugins.editor.title', defaultMessage: 'Title' },
  emoji: { id: 'plugins.editor.emoji', defaultMessage: 'Emoji' },
  overview: { id: 'plugins.editor.overview', defaultMessage: 'Overview (Markdown)' },
  functions: { id: 'plugins.editor.functions', defaultMessage: 'Functions' },
  functionLegend: { id: 'plugins.editor.functionLegend', defaultMessage: 'Function {number}' },
  functionName: { id: 'plugins.editor.functionName', defaultMessage: 'Function name' },
  functionNameHint: {
    id: 'plugins.editor.functionNameHint',
    defaultMessage: 'What the model calls: letters, digits, _ and -, at most 64.',
  },
  functionDescription: { id: 'plugins.editor.functionDescription', defaultMessage: 'Description' },
  parameters: { id: 'plugins.editor.parameters', defaultMessage: 'Parameters (JSON schema)' },
  implementationType: { id: 'plugins.editor.implementationType', defaultMessage: 'Implementation' },
  javascript: { id: 'plugins.editor.javascript', defaultMessage: 'JavaScript' },
  http: { id: 'plugins.editor.http', defaultMessage: 'HTTP action' },
  code: { id: 'plugins.editor.code', defaultMessage: 'Code' },
  codeHint: {
    id: 'plugins.editor.codeHint',
    defaultMessage: 'A function named after the function name, called as fn(params, userSettings).',
  },
  outputType: { id: 'plugins.editor.outputType', defaultMessage: 'Output' },
  outputRespond: { id: 'plugins.editor.outputRespond', defaultMessage: 'Give the result to the model' },
  outputMarkdown: { id: 'plugins.editor.outputMarkdown', defaultMessage: 'Render as Markdown' },
  outputHTML: { id: 'plugins.editor.outputHTML', defaultMessage: 'Render as HTML' },
  addFunction: { id: 'plugins.editor.addFunction', defaultMessage: 'Add function' },
  removeFunction: { id: 'plugins.editor.removeFunction', defaultMessage: 'Remove function {number}' },
  userSettings: { id: 'plugins.editor.userSettings', defaultMessage: 'User settings' },
  userSettingsHint: {
    id: 'plugins.editor.userSettingsHint',
    defaultMessage: 'What the person fills in on the Settings tab; code reads each by its name.',
  },
  settingLegend: { id: 'plugins.editor.settingLegend', defaultMessage: 'Setting {number}' },
  settingName: { id: 'plugins.editor.settingName', defaultMessage: 'Setting name' },
  settingLabel: { id: 'plugins.editor.settingLabel', defaultMessage: 'Label' },
  settingType: { id: 'plugins.editor.settingType', defaultMessage: 'Type' },
  settingRequired: { id: 'plugins.editor.settingRequired', defaultMessage: 'Required' },
  settingPlaceholder: { id: 'plugins.editor.settingPlaceholder', defaultMessage: 'Placeholder' },
  settingDescription: { id: 'plugins.editor.settingDescription', defaultMessage: 'Setting description' },
  settingDefault: { id: 'plugins.editor.settingDefault', defaultMessage: 'Default value' },
  settingValues: { id: 'plugins.editor.settingValues', defaultMessage: 'Choices (one per line)' },
  addSetting: { id: 'plugins.editor.addSetting', defaultMessage: 'Add setting' },
  removeSetting: { id: 'plugins.editor.removeSetting', defaultMessage: 'Remove setting {number}' },
  authentication: { id: 'plugins.editor.authentication', defaultMessage: 'Authentication' },
  authNone: { id: 'plugins.editor.authNone', defaultMessage: 'None' },
  authOAuth: { id: 'plugins.editor.authOAuth', defaultMessage: 'OAuth' },
  authorizationURL: { id: 'plugins.editor.authorizationURL', defaultMessage: 'Authorization URL' },
  tokenURL: { id: 'plugins.editor.tokenURL', defaultMessage: 'Token URL' },
  scopes: { id: 'plugins.editor.scopes', defaultMessage: 'Scopes' },
  tokenContentType: { id: 'plugins.editor.tokenContentType', defaultMessage: 'Token request format' },
  save: { id: 'plugins.editor.save', defaultMessage: 'Save' },
  cancel: { id: 'plugins.editor.cancel', defaultMessage: 'Cancel' },
  fixErrors: { id: 'plugins.editor.fixErrors', defaultMessage: 'Some fields need attention.' },
});

/** The text of each check's failure, shown under its field. */
export const pluginDraftErrorMessages = defineMessages({
  required: { id: 'plugins.editor.error.required', defaultMessage: 'Required.' },
  invalidFunctionName: {
    id: 'plugins.editor.error.invalidFunctionName',
    defaultMessage: 'Use 1 to 64 letters, digits, _ or -.',
  },
  functionNameInPlugin: {
    id: 'plugins.editor.error.functionNameInPlugin',
    defaultMessage: 'Another function of this plugin has this name.',
  },
  functionNameTaken: {
    id: 'plugins.editor.error.functionNameTaken',
    defaultMessage: 'An installed plugin or built-in already has a function with this name.',
  },
  invalidJSON: { id: 'plugins.editor.error.invalidJSON', defaultMessage: 'This is not valid JSON.' },
  notObjectSchema: {
    id: 'plugins.editor.error.notObjectSchema',
    defaultMessage: 'Parameters must be a JSON schema object with "type": "object".',
  },
  notJSONObject: { id: 'plugins.editor.error.notJSONObject', defaultMessage: 'Write a JSON object.' },
  invalidURL: { id: 'plugins.editor.error.invalidURL', defaultMessage: 'Enter an http or https address.' },
  duplicateSettingName: {
    id: 'plugins.editor.error.duplicateSettingName',
    defaultMessage: 'Another setting has this name.',
  },
  noChoices: { id: 'plugins.editor.error.noChoices', defaultMessage: 'Write at least one choice.' },
  notNumber: { id: 'plugins.editor.error.notNumber', defaultMessage: 'Enter a number.' },
  notAChoice: {
    id: 'plugins.editor.error.notAChoice',
    defaultMessage: 'The default must be one of the choices.',
  },
  tooMany: { id: 'plugins.editor.error.tooMany', defaultMessage: 'A plugin may have at most 64 settings.' },
  tooLong: { id: 'plugins.editor.error.tooLong', defaultMessage: 'This is too long.' },
}) satisfies Record<PluginDraftError, unknown>;
