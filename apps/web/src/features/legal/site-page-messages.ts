import { defineMessages, type MessageDescriptor } from 'react-intl';

const definitions = defineMessages({
  back: { id: 'legal.back', defaultMessage: '← Back to Confab' },
  footer: { id: 'sitePages.footer', defaultMessage: 'Pages' },
  privacy: { id: 'sitePages.link.privacy', defaultMessage: 'Privacy' },
  terms: { id: 'sitePages.link.terms', defaultMessage: 'Terms' },
  faqs: { id: 'sitePages.link.faqs', defaultMessage: 'FAQ' },
  contact: { id: 'sitePages.link.contact', defaultMessage: 'Contact' },
  ideas: { id: 'sitePages.link.ideas', defaultMessage: 'Ideas' },
  changelog: { id: 'sitePages.link.changelog', defaultMessage: 'Changelog' },
  contactLink: { id: 'sitePages.contact.link', defaultMessage: 'Contact this server’s team' },
  feedbackLink: { id: 'sitePages.feedback.link', defaultMessage: 'Send feedback' },
  docsLink: { id: 'sitePages.docs.link', defaultMessage: 'Documentation' },
  shareIdea: { id: 'sitePages.ideas.share', defaultMessage: 'Share an idea' },
  noIdeaAddress: {
    id: 'sitePages.ideas.noAddress',
    defaultMessage: 'This server has no feedback address; tell whoever runs it, and they can pass it on.',
  },
  changelogTitle: { id: 'sitePages.changelog.title', defaultMessage: 'Changelog' },
  close: { id: 'sitePages.changelog.close', defaultMessage: 'Close' },
  notFoundTitle: { id: 'sitePages.notFound.title', defaultMessage: 'Page not found' },
  notFoundBody: {
    id: 'sitePages.notFound.body',
    defaultMessage: 'There is no page at {path}. It may have moved, or the link may be mistyped.',
  },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
export const sitePageMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;
