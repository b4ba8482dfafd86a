import { defineMessages } from 'react-intl';

export const keywordMessages = defineMessages({
  suggest: { id: 'settings.chat.suggestKeywords', defaultMessage: 'Suggest search keywords' },
  suggestHint: {
    id: 'settings.chat.suggestKeywordsHint',
    defaultMessage:
      'After each answer, the title model suggests a few keywords to search the web for. This sends the answer to that model once more.',
  },
  engine: { id: 'settings.chat.keywordSearchEngine', defaultMessage: 'Search engine for keywords' },
  engineOther: { id: 'settings.chat.keywordSearchEngineOther', defaultMessage: 'Other' },
  address: { id: 'settings.chat.keywordSearchAddress', defaultMessage: 'Search address' },
  addressHint: {
    id: 'settings.chat.keywordSearchAddressHint',
    defaultMessage: 'An https address with %s where the keyword goes, like https://search.example/?q=%s',
  },
  empty: { id: 'settings.chat.keywordSearchAddress.empty', defaultMessage: 'Enter a search address.' },
  notHTTPS: {
    id: 'settings.chat.keywordSearchAddress.notHTTPS',
    defaultMessage: 'The search address must be a web address starting with https://.',
  },
  noPlaceholder: {
    id: 'settings.chat.keywordSearchAddress.noPlaceholder',
    defaultMessage: 'The search address must contain %s where the keyword goes.',
  },
  tooLong: {
    id: 'settings.chat.keywordSearchAddress.tooLong',
    defaultMessage: 'The search address is too long (at most 2000 characters).',
  },
  rowLabel: { id: 'chat.suggestedKeywords', defaultMessage: 'Suggested searches' },
  search: { id: 'chat.suggestedKeywords.search', defaultMessage: 'Search: {keyword}' },
  opensNewTab: { id: 'chat.suggestedKeywords.newTab', defaultMessage: '(opens in a new tab)' },
});
