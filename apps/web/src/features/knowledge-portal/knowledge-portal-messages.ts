import { defineMessages } from 'react-intl';

/** UI text of the knowledge base page (spec agents-sync-keys §2) and the search demo popup. */
export const knowledgePortalMessages = defineMessages({
  title: { id: 'knowledgePortal.title', defaultMessage: 'Knowledge base portal' },
  heading: { id: 'knowledgePortal.heading', defaultMessage: 'Your knowledge base in the cloud' },
  loading: { id: 'knowledgePortal.loading', defaultMessage: 'Opening your knowledge base…' },
  failed: {
    id: 'knowledgePortal.failed',
    defaultMessage: 'Your knowledge base could not be opened. Please try again.',
  },
  retry: { id: 'knowledgePortal.retry', defaultMessage: 'Try again' },
  refresh: { id: 'knowledgePortal.refresh', defaultMessage: 'Refresh' },
  signedOut: {
    id: 'knowledgePortal.signedOut',
    defaultMessage:
      'Sign in to keep your knowledge base on all your devices and see its collections, documents and storage here.',
  },
  signIn: { id: 'knowledgePortal.signIn', defaultMessage: 'Sign in' },
  howItWorks: { id: 'knowledgePortal.howItWorks', defaultMessage: 'How it works' },
  howTitle: { id: 'knowledgePortal.howTitle', defaultMessage: 'How the knowledge base works' },
  howCollect: {
    id: 'knowledgePortal.howCollect',
    defaultMessage:
      'Upload documents in Files and add them to a knowledge base collection: PDFs, Word files, Markdown, web pages, spreadsheets as CSV and plain text.',
  },
  howRead: {
    id: 'knowledgePortal.howRead',
    defaultMessage: 'Confab reads and indexes them in your browser. Nothing is sent anywhere to be read.',
  },
  howAsk: {
    id: 'knowledgePortal.howAsk',
    defaultMessage:
      'Switch on “Use knowledge” in a chat, or give an agent or a project its collections: each answer draws on the best passages and cites them.',
  },
  howSync: {
    id: 'knowledgePortal.howSync',
    defaultMessage:
      'Signed in, your files and collections sync to your other devices, and this page shows what your cloud storage holds.',
  },
  close: { id: 'knowledgePortal.close', defaultMessage: 'Close' },
  demoTitle: { id: 'knowledgePortal.demoTitle', defaultMessage: 'Ask your documents' },
  demoBody: {
    id: 'knowledgePortal.demoBody',
    defaultMessage:
      'Add your files to a knowledge base collection, then ask in a chat: answers quote the right page and show where it came from.',
  },
  demoImage: {
    id: 'knowledgePortal.demoImage',
    defaultMessage: 'A question answered from a document, with a numbered citation of its page',
  },
  demoOpen: { id: 'knowledgePortal.demoOpen', defaultMessage: 'Open the knowledge base' },
  demoLater: { id: 'knowledgePortal.demoLater', defaultMessage: 'Not now' },
});
