/** The words of the knowledge routes' refusals, shown by the app as they are. */
export const knowledgeMessages = {
  portalLinkEnded: 'This knowledge base link has ended. Open the knowledge base from Confab again.',
  documentNotFound: 'This document is not in your organisation’s knowledge base.',
} as const;
