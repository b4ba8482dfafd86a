import { defineMessages } from 'react-intl';

// Messages without placeholders; those with values are written inline where they are formatted,
// because react-intl's typed descriptors from defineMessages refuse values.

export const importMessages = defineMessages({
  dialogTitle: { id: 'data.import.dialogTitle', defaultMessage: 'Import data' },
  panelTitle: { id: 'data.import.panelTitle', defaultMessage: 'Import' },
  panelHint: {
    id: 'data.import.panelHint',
    defaultMessage:
      'Restore a Confab export (JSON or ZIP; choose the parts of a split export together), or bring in the conversations file you exported from ChatGPT, Claude, Open WebUI or LibreChat.',
  },
  panelHintWithoutChatGPT: {
    id: 'data.import.panelHintWithoutChatGPT',
    defaultMessage:
      'Restore a Confab export (JSON or ZIP; choose the parts of a split export together), or bring in the conversations file you exported from Claude, Open WebUI or LibreChat.',
  },
  importButton: { id: 'data.import.importButton', defaultMessage: 'Import' },
  fromOtherAppButton: { id: 'data.import.fromOtherAppButton', defaultMessage: 'Import from another app' },
  pickBackup: {
    id: 'data.import.pickBackup',
    defaultMessage:
      'Choose a Confab export file (JSON or ZIP). The parts of a split export can be chosen together.',
  },
  pickOtherApp: {
    id: 'data.import.pickOtherApp',
    defaultMessage:
      'Choose the conversations file you exported from ChatGPT, Claude, Open WebUI or LibreChat (JSON or ZIP).',
  },
  pickOtherAppWithoutChatGPT: {
    id: 'data.import.pickOtherAppWithoutChatGPT',
    defaultMessage:
      'Choose the conversations file you exported from Claude, Open WebUI or LibreChat (JSON or ZIP).',
  },
  fileLabel: { id: 'data.import.fileLabel', defaultMessage: 'Files to import' },
  reading: { id: 'data.import.reading', defaultMessage: 'Reading the file…' },
  converting: { id: 'data.import.converting', defaultMessage: 'Converting…' },
  writing: { id: 'data.import.writing', defaultMessage: 'Importing…' },
  cancelling: { id: 'data.import.cancelling', defaultMessage: 'Cancelling…' },
  cancel: { id: 'data.import.cancel', defaultMessage: 'Cancel' },
  close: { id: 'data.import.close', defaultMessage: 'Close' },
  nothing: {
    id: 'data.import.nothing',
    defaultMessage: 'There is nothing to import in this file.',
  },
  confirmIntro: { id: 'data.import.confirmIntro', defaultMessage: 'This will be imported:' },
  failuresTitle: { id: 'data.import.failuresTitle', defaultMessage: 'Items that cannot be imported' },
  ignoredTitle: { id: 'data.import.ignoredTitle', defaultMessage: 'Ignored keys' },
  confirmationsTitle: {
    id: 'data.import.confirmationsTitle',
    defaultMessage: 'Also import these? They set keys or send requests to other addresses.',
  },
  confirmButton: { id: 'data.import.confirmButton', defaultMessage: 'Import' },
  replace: { id: 'data.import.replace', defaultMessage: 'Replace' },
  clone: { id: 'data.import.clone', defaultMessage: 'Keep both' },
  modeHint: {
    id: 'data.import.modeHint',
    defaultMessage:
      'Replace overwrites the items you have with the ones in the file. Keep both imports the file’s items as copies beside yours.',
  },
  done: {
    id: 'data.import.done',
    defaultMessage: 'Import complete. Confab reloads to show everything.',
  },
  reload: { id: 'data.import.reload', defaultMessage: 'Reload' },
  cancelled: {
    id: 'data.import.cancelled',
    defaultMessage: 'Import cancelled. Nothing was changed.',
  },
  chooseAnother: { id: 'data.import.chooseAnother', defaultMessage: 'Choose another file' },
  failed: {
    id: 'data.import.failed',
    defaultMessage: 'The import failed. Nothing was changed.',
  },
  unknownFormat: {
    id: 'data.import.unknownFormat',
    defaultMessage:
      'This file is not an export Confab can read. It reads its own exports and the chat exports of ChatGPT, Claude, Open WebUI and LibreChat.',
  },
  chatGPTNotAllowed: {
    id: 'data.import.chatGPTNotAllowed',
    defaultMessage: 'Importing chats from ChatGPT is turned off on this server.',
  },
  formatNotAllowed: {
    id: 'data.import.formatNotAllowed',
    defaultMessage: 'Importing this kind of file is turned off on this server.',
  },
  confirmationSetting: { id: 'data.import.confirmationSetting', defaultMessage: 'Setting' },
  confirmationPluginSetting: {
    id: 'data.import.confirmationPluginSetting',
    defaultMessage: 'Plugin setting',
  },
  confirmationProfileKey: { id: 'data.import.confirmationProfileKey', defaultMessage: 'Profile key' },
  confirmationCustomModel: { id: 'data.import.confirmationCustomModel', defaultMessage: 'Custom model' },
});
