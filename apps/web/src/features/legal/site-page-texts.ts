import { defineMessages } from 'react-intl';
import type { LegalText } from './legal-texts.ts';

const faqs = defineMessages({
  title: { id: 'sitePages.faqs.title', defaultMessage: 'Frequently asked questions' },
  keysQuestion: { id: 'sitePages.faqs.keys.question', defaultMessage: 'Do I need an account?' },
  keysAnswer: {
    id: 'sitePages.faqs.keys.answer',
    defaultMessage:
      'No. Add an API key of a model provider in Settings → API keys, or the address of a model running on your computer, and start chatting. An account on a Confab server is only needed for sync, sharing and cloud storage.',
  },
  dataQuestion: { id: 'sitePages.faqs.data.question', defaultMessage: 'Where are my chats stored?' },
  dataAnswer: {
    id: 'sitePages.faqs.data.answer',
    defaultMessage:
      'In this browser. They are sent to a Confab server only if you sign in and turn on sync for them, and to a model provider only as part of the messages you send.',
  },
  modelsQuestion: { id: 'sitePages.faqs.models.question', defaultMessage: 'Which models can I use?' },
  modelsAnswer: {
    id: 'sitePages.faqs.models.answer',
    defaultMessage:
      'OpenAI-style, Anthropic-style and Gemini-style models, and any server that speaks the OpenAI chat format, such as Ollama, LM Studio or OpenRouter. Add more in the Models tab.',
  },
  backupQuestion: { id: 'sitePages.faqs.backup.question', defaultMessage: 'How do I keep a backup?' },
  backupAnswer: {
    id: 'sitePages.faqs.backup.answer',
    defaultMessage:
      'Settings → Data and storage → Export saves everything to a file you can import again, here or on another device. Sync keeps a copy on your Confab server.',
  },
  linksQuestion: {
    id: 'sitePages.faqs.links.question',
    defaultMessage: 'Can a link open Confab with a chat ready?',
  },
  linksAnswer: {
    id: 'sitePages.faqs.links.answer',
    defaultMessage:
      'Yes. Add agent, chatTitle, message or initialContextURL to the address of the home page: Confab starts a new chat with that agent, title, first message or context read from that address. Add send-first-message to send the message at once.',
  },
});

const contact = defineMessages({
  title: { id: 'sitePages.contact.title', defaultMessage: 'Contact' },
  serverHeading: { id: 'sitePages.contact.server.heading', defaultMessage: 'This Confab server' },
  serverBody: {
    id: 'sitePages.contact.server.body',
    defaultMessage:
      'Confab is software that people and organisations run on their own servers. For questions about your account, sync or shared links here, contact whoever runs this server.',
  },
  keysHeading: { id: 'sitePages.contact.keys.heading', defaultMessage: 'Model providers' },
  keysBody: {
    id: 'sitePages.contact.keys.body',
    defaultMessage:
      'Questions about a model’s answers, your API key or its costs go to the provider the key belongs to.',
  },
});

const ideas = defineMessages({
  title: { id: 'sitePages.ideas.title', defaultMessage: 'Ideas' },
  wantHeading: { id: 'sitePages.ideas.want.heading', defaultMessage: 'What would make Confab better?' },
  wantBody: {
    id: 'sitePages.ideas.want.body',
    defaultMessage:
      'Something missing, confusing or slower than it should be? Tell us what you were trying to do and what got in the way: that is the most useful idea of all.',
  },
  changelogHeading: { id: 'sitePages.ideas.changelog.heading', defaultMessage: 'Already built' },
  changelogBody: {
    id: 'sitePages.ideas.changelog.body',
    defaultMessage: 'The changelog lists what Confab can do today; your idea may already be there.',
  },
});

export const faqsText: LegalText = {
  title: faqs.title,
  sections: [
    { heading: faqs.keysQuestion, body: faqs.keysAnswer },
    { heading: faqs.dataQuestion, body: faqs.dataAnswer },
    { heading: faqs.modelsQuestion, body: faqs.modelsAnswer },
    { heading: faqs.backupQuestion, body: faqs.backupAnswer },
    { heading: faqs.linksQuestion, body: faqs.linksAnswer },
  ],
};

export const contactText: LegalText = {
  title: contact.title,
  sections: [
    { heading: contact.serverHeading, body: contact.serverBody },
    { heading: contact.keysHeading, body: contact.keysBody },
  ],
};

export const ideasText: LegalText = {
  title: ideas.title,
  sections: [
    { heading: ideas.wantHeading, body: ideas.wantBody },
    { heading: ideas.changelogHeading, body: ideas.changelogBody },
  ],
};
