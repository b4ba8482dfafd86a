import { defineMessages, type MessageDescriptor } from 'react-intl';
export interface LegalText {
  title: MessageDescriptor;
  sections: { heading: MessageDescriptor; body: MessageDescriptor }[];
}

const privacy = defineMessages({
  title: { id: 'legal.privacy.title', defaultMessage: 'Privacy' },
  localHeading: { id: 'legal.privacy.local.heading', defaultMessage: 'Your data stays with you' },
  localBody: {
    id: 'legal.privacy.local.body',
    defaultMessage:
      'Confab keeps your chats, agents, prompts, settings and keys in your browser. Nothing leaves this device unless you turn on sync or share something.',
  },
  providersHeading: { id: 'legal.privacy.providers.heading', defaultMessage: 'Model providers' },
  providersBody: {
    id: 'legal.privacy.providers.body',
    defaultMessage:
      'When you send a message, it goes from your browser straight to the model provider you chose, with your own key. That provider’s privacy terms apply to what you send it.',
  },
  syncHeading: { id: 'legal.privacy.sync.heading', defaultMessage: 'Sync and sharing' },
  syncBody: {
    id: 'legal.privacy.sync.body',
    defaultMessage:
      'If you sign in to a Confab server, the categories you choose to sync are stored on that server. API keys are synced only when encrypted with your password. Shared links can be deleted at any time.',
  },
});

const terms = defineMessages({
  title: { id: 'legal.terms.title', defaultMessage: 'Terms of use' },
  useHeading: { id: 'legal.terms.use.heading', defaultMessage: 'Using Confab' },
  useBody: {
    id: 'legal.terms.use.body',
    defaultMessage:
      'Confab is a tool for talking to AI models with your own provider accounts. You are responsible for how you use the models and for following your providers’ terms.',
  },
  keysHeading: { id: 'legal.terms.keys.heading', defaultMessage: 'Keys and costs' },
  keysBody: {
    id: 'legal.terms.keys.body',
    defaultMessage:
      'You pay your model providers for what you use. Keep your keys safe; Confab never logs them or sends them anywhere but the provider you configured.',
  },
  warrantyHeading: { id: 'legal.terms.warranty.heading', defaultMessage: 'No warranty' },
  warrantyBody: {
    id: 'legal.terms.warranty.body',
    defaultMessage:
      'Model answers can be wrong. Confab is provided as is, without warranty of any kind. Keep backups of what matters to you.',
  },
});

export const legalTexts = {
  privacy: {
    title: privacy.title,
    sections: [
      { heading: privacy.localHeading, body: privacy.localBody },
      { heading: privacy.providersHeading, body: privacy.providersBody },
      { heading: privacy.syncHeading, body: privacy.syncBody },
    ],
  },
  terms: {
    title: terms.title,
    sections: [
      { heading: terms.useHeading, body: terms.useBody },
      { heading: terms.keysHeading, body: terms.keysBody },
      { heading: terms.warrantyHeading, body: terms.warrantyBody },
    ],
  },
} satisfies Record<'privacy' | 'terms', LegalText>;
