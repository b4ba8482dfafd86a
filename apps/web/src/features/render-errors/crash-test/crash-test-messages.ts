import { defineMessages } from 'react-intl';

export const crashTestMessages = defineMessages({
  title: { id: 'crashTest.title', defaultMessage: 'Crash test' },
  intro: {
    id: 'crashTest.intro',
    defaultMessage:
      'Forces a render error in one part of Confab, to check that the rest keeps working. Nothing is stored; a reload ends every test.',
  },
  dialog: { id: 'crashTest.dialog', defaultMessage: 'Crash this dialog' },
  screen: { id: 'crashTest.screen', defaultMessage: 'Crash the settings screen' },
  messages: { id: 'crashTest.messages', defaultMessage: 'Make chat messages fail to render' },
  messagesOff: { id: 'crashTest.messagesOff', defaultMessage: 'Let chat messages render again' },
  page: { id: 'crashTest.page', defaultMessage: 'Crash the whole page' },
  close: { id: 'crashTest.close', defaultMessage: 'Close' },
});
