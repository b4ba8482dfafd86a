import { defineMessages } from 'react-intl';

export const extensionMessages = defineMessages({
  title: { id: 'extensions.title', defaultMessage: 'Extensions' },
  intro: {
    id: 'extensions.intro',
    defaultMessage:
      'Extensions are scripts that run inside Confab to add or change what it does. Add only scripts from people you trust.',
  },
  urlLabel: { id: 'extensions.url.label', defaultMessage: 'Extension script URL' },
  add: { id: 'extensions.add', defaultMessage: 'Add extension' },
  checking: { id: 'extensions.checking', defaultMessage: 'Checking the script…' },
  empty: { id: 'extensions.error.empty', defaultMessage: 'Enter the address of a script.' },
  invalid: {
    id: 'extensions.error.invalid',
    defaultMessage: 'Enter a full https address of a script, such as https://example.com/extension.js.',
  },
  duplicate: { id: 'extensions.error.duplicate', defaultMessage: 'This script is already in the list.' },
  confirmTitle: { id: 'extensions.confirm.title', defaultMessage: 'Run this script in Confab?' },
  confirmBody: {
    id: 'extensions.confirm.body',
    defaultMessage:
      'The script at {url} will run inside Confab with the same access as Confab itself. It can read your chats and API keys, change what you see, and send your data to any server.',
  },
  confirmAdvice: {
    id: 'extensions.confirm.advice',
    defaultMessage: 'Add it only if you trust who wrote it and who runs the server it comes from.',
  },
  confirm: { id: 'extensions.confirm.action', defaultMessage: 'Add and run' },
  cancel: { id: 'extensions.confirm.cancel', defaultMessage: 'Cancel' },
  reloadPrompt: { id: 'extensions.reload.prompt', defaultMessage: 'Reload Confab to apply the change.' },
  reload: { id: 'extensions.reload.action', defaultMessage: 'Reload now' },
  none: { id: 'extensions.list.empty', defaultMessage: 'No extensions added.' },
  listLabel: { id: 'extensions.list.label', defaultMessage: 'Added extensions' },
  remove: { id: 'extensions.remove', defaultMessage: 'Remove {url}' },
  removeShort: { id: 'extensions.remove.short', defaultMessage: 'Remove' },
  running: { id: 'extensions.state.running', defaultMessage: 'Running' },
  starting: { id: 'extensions.state.loading', defaultMessage: 'Loading' },
  afterReload: { id: 'extensions.state.afterReload', defaultMessage: 'Runs after a reload' },
  safeMode: {
    id: 'extensions.safeMode',
    defaultMessage:
      'Safe mode is on: no extension runs on this page. Open Confab without safe_mode in its address to run them.',
  },
});
