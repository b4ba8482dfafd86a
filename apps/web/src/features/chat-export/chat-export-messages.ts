import { defineMessages, type MessageDescriptor } from 'react-intl';

/** UI text of sharing and exporting chats. */
const definitions = defineMessages({
  dialogTitle: { id: 'chatExport.dialog.title', defaultMessage: 'Share chat' },
  intro: {
    id: 'chatExport.dialog.intro',
    defaultMessage:
      'Share this chat by link, or save or copy it. Only the link uploads the chat; the other formats are made in your browser.',
  },
  copyText: { id: 'chatExport.format.text', defaultMessage: 'Copy as text' },
  copied: { id: 'chatExport.format.copied', defaultMessage: 'Copied' },
  fineTune: { id: 'chatExport.format.fineTune', defaultMessage: 'Fine-tune JSON' },
  html: { id: 'chatExport.format.html', defaultMessage: 'HTML' },
  markdown: { id: 'chatExport.format.markdown', defaultMessage: 'Markdown' },
  print: { id: 'chatExport.format.print', defaultMessage: 'Print / save as PDF' },
  textHint: { id: 'chatExport.hint.text', defaultMessage: 'Plain text on the clipboard' },
  fineTuneHint: {
    id: 'chatExport.hint.fineTune',
    defaultMessage: 'OpenAI fine-tuning format, one example',
  },
  htmlHint: { id: 'chatExport.hint.html', defaultMessage: 'A single web page that opens anywhere' },
  markdownHint: { id: 'chatExport.hint.markdown', defaultMessage: 'For notes and documentation' },
  printHint: { id: 'chatExport.hint.print', defaultMessage: 'Opens a print view in a new tab' },
  close: { id: 'chatExport.dialog.close', defaultMessage: 'Close' },
  loading: { id: 'chatExport.loading', defaultMessage: 'Loading the chat…' },
  exportFailed: { id: 'chatExport.error.failed', defaultMessage: 'Export failed. Please try again.' },
  nothingToExport: {
    id: 'chatExport.error.nothing',
    defaultMessage: 'Nothing to export: this chat has no messages yet.',
  },
  copyFailed: {
    id: 'chatExport.error.copy',
    defaultMessage: 'The browser did not allow copying. Try a download instead.',
  },
  licenceNeeded: {
    id: 'chatExport.licenceNeeded',
    defaultMessage: 'Sharing and exporting chats come with a licence.',
  },
  seeLicences: { id: 'chatExport.seeLicences', defaultMessage: 'See licences' },
  sharingOff: {
    id: 'chatExport.sharingOff',
    defaultMessage: 'Sharing is turned off on this workspace.',
  },
  labelSystem: { id: 'chatExport.label.system', defaultMessage: 'System' },
  labelUser: { id: 'chatExport.label.user', defaultMessage: 'User' },
  labelAssistant: { id: 'chatExport.label.assistant', defaultMessage: 'Assistant' },
  labelContextCleared: { id: 'chatExport.label.contextCleared', defaultMessage: 'Context cleared' },
  labelAttachment: { id: 'chatExport.label.attachment', defaultMessage: 'Attachment' },
  untitled: { id: 'chat.untitled', defaultMessage: 'New Chat' },
  printBack: { id: 'chatExport.print.back', defaultMessage: '← Back to Confab' },
  printNotFound: { id: 'chatExport.print.notFound', defaultMessage: 'Chat not found' },
  printNotFoundBody: {
    id: 'chatExport.print.notFoundBody',
    defaultMessage:
      'This browser has no chat with that id. A print view can only show chats stored in this browser.',
  },
  printUserMessage: { id: 'chat.message.user', defaultMessage: 'User message' },
  printAssistantMessage: { id: 'chat.message.assistant', defaultMessage: 'Assistant message' },
  printSystemMessage: { id: 'chatExport.print.systemMessage', defaultMessage: 'System message' },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
export const chatExportMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;
