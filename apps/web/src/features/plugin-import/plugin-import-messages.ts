import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { PluginImportProblem } from './plugin-candidate.ts';

export const pluginImportMessages = defineMessages({
  importPlugin: { id: 'pluginImport.button', defaultMessage: 'Import plugin' },
  importTitle: { id: 'pluginImport.title', defaultMessage: 'Import plugin' },
  address: { id: 'pluginImport.address', defaultMessage: 'Plugin URL' },
  addressHint: {
    id: 'pluginImport.addressHint',
    defaultMessage:
      'A shared plugin link or id, or the address of a plugin file (plugin.json) in a source-code repository.',
  },
  importAddress: { id: 'pluginImport.importAddress', defaultMessage: 'Import from URL' },
  chooseFile: { id: 'pluginImport.chooseFile', defaultMessage: 'Choose a JSON file' },
  orFile: { id: 'pluginImport.orFile', defaultMessage: 'Or import a plugin file from this device.' },
  cancel: { id: 'pluginImport.cancel', defaultMessage: 'Cancel' },
  loadingTitle: { id: 'pluginImport.loadingTitle', defaultMessage: 'Plugin' },
  loading: { id: 'pluginImport.loading', defaultMessage: 'Loading the plugin…' },
  install: { id: 'pluginImport.install', defaultMessage: 'Install' },
  update: { id: 'pluginImport.update', defaultMessage: 'Update' },
  pluginPage: { id: 'pluginImport.pluginPage', defaultMessage: 'Plugin page' },
  functions: { id: 'pluginImport.functions', defaultMessage: 'Functions the model can call' },
  alreadyExists: {
    id: 'pluginImport.alreadyExists',
    defaultMessage: 'This plugin already exists. Update replaces it with this version; your settings stay.',
  },
  switchedOff: {
    id: 'pluginImport.switchedOff',
    defaultMessage: 'A new plugin is installed switched off; switch it on once you trust it.',
  },
  installed: { id: 'pluginImport.installed', defaultMessage: 'Plugin installed' },
  updated: { id: 'pluginImport.updated', defaultMessage: 'Plugin updated' },
  failedTitle: { id: 'pluginImport.failedTitle', defaultMessage: 'Unable to install the plugin' },
  saveFailed: {
    id: 'pluginImport.saveFailed',
    defaultMessage: 'The plugin could not be saved. Please try again.',
  },
  close: { id: 'pluginImport.close', defaultMessage: 'Close' },
});

const valueMessages: Record<'clash' | 'tooLarge' | 'invalidField' | 'downloadStatus', MessageDescriptor> =
  defineMessages({
    clash: {
      id: 'pluginImport.clash',
      defaultMessage:
        'Another plugin or a built-in tool already uses the function name {names}. Function names must be unique, so this plugin cannot be installed.',
    },
    tooLarge: { id: 'pluginImport.tooLarge', defaultMessage: 'The plugin file is over {limit} characters.' },
    invalidField: {
      id: 'pluginImport.invalidField',
      defaultMessage: 'The plugin has a field that cannot be used ({detail}).',
    },
    downloadStatus: {
      id: 'pluginImport.downloadStatus',
      defaultMessage: 'The plugin could not be downloaded (HTTP {status}).',
    },
  });

const problemMessages = defineMessages({
  missing: { id: 'pluginImport.missing', defaultMessage: 'Enter the plugin URL.' },
  refused: {
    id: 'pluginImport.refused',
    defaultMessage:
      'The URL must be a shared plugin link or id, or the address of a plugin file in a source-code repository.',
  },
  invalidJSON: { id: 'pluginImport.invalidJSON', defaultMessage: 'The plugin file is not valid JSON.' },
  notAPlugin: {
    id: 'pluginImport.notAPlugin',
    defaultMessage:
      'This is not a plugin file: it needs a function spec (openaiSpec) and an implementation type.',
  },
  missingCode: {
    id: 'pluginImport.missingCode',
    defaultMessage: 'This JavaScript plugin has no code, and no implementation.js was found beside it.',
  },
  download: {
    id: 'pluginImport.download',
    defaultMessage: 'The plugin could not be downloaded. Check the address and your connection.',
  },
});

/** The sentence that says why a plugin could not be read. */
export function pluginImportProblemText(intl: IntlShape, problem: PluginImportProblem): string {
  switch (problem.kind) {
    case 'missing':
      return intl.formatMessage(problemMessages.missing);
    case 'refused':
      return intl.formatMessage(problemMessages.refused);
    case 'invalid-json':
      return intl.formatMessage(problemMessages.invalidJSON);
    case 'not-a-plugin':
      return intl.formatMessage(problemMessages.notAPlugin);
    case 'missing-code':
      return intl.formatMessage(problemMessages.missingCode);
    case 'too-large':
      return intl.formatMessage(valueMessages.tooLarge, { limit: intl.formatNumber(problem.limit) });
    case 'invalid-field':
      return intl.formatMessage(valueMessages.invalidField, { detail: problem.detail });
    case 'download':
      // Spec (agents §8): for a status of 400 and above the server's own words are shown.
      if (problem.userMessage !== undefined) return problem.userMessage;
      return problem.status === undefined
        ? intl.formatMessage(problemMessages.download)
        : intl.formatMessage(valueMessages.downloadStatus, { status: problem.status });
  }
}

export function clashText(intl: IntlShape, names: readonly string[]): string {
  return intl.formatMessage(valueMessages.clash, { names: intl.formatList(names) });
}
