import { defineMessages } from 'react-intl';

/** Settings → Chat behaviour: the web search engine and the image model. */
export const webToolSettingsMessages = defineMessages({
  searchTitle: { id: 'settings.webTools.searchTitle', defaultMessage: 'Web search' },
  searchIntro: {
    id: 'settings.webTools.searchIntro',
    defaultMessage:
      'The "Web search" plugin searches with the engine chosen here. Searches go from this browser straight to that engine.',
  },
  engine: { id: 'settings.webTools.engine', defaultMessage: 'Search engine' },
  engineGoogle: { id: 'settings.webTools.engineGoogle', defaultMessage: 'Google Programmable Search' },
  engineSearxng: { id: 'settings.webTools.engineSearxng', defaultMessage: 'SearXNG (your own server)' },
  engineUnavailable: {
    id: 'settings.webTools.engineUnavailable',
    defaultMessage: '{engine} (not available in this app)',
  },
  engineID: { id: 'settings.webTools.engineID', defaultMessage: 'Search engine ID' },
  apiKey: { id: 'settings.webTools.apiKey', defaultMessage: 'Search API key' },
  apiKeySaved: { id: 'settings.webTools.apiKeySaved', defaultMessage: 'Saved: {masked}' },
  apiKeyLocked: {
    id: 'settings.webTools.apiKeyLocked',
    defaultMessage: 'Saved and locked with your password',
  },
  saveKey: { id: 'settings.webTools.saveKey', defaultMessage: 'Save search API key' },
  removeKey: { id: 'settings.webTools.removeKey', defaultMessage: 'Remove search API key' },
  searxngAddress: { id: 'settings.webTools.searxngAddress', defaultMessage: 'SearXNG address' },
  searxngHint: {
    id: 'settings.webTools.searxngHint',
    defaultMessage:
      'The server must allow the JSON format and calls from this site (CORS), e.g. https://search.example.org',
  },
  invalidAddress: {
    id: 'settings.webTools.invalidAddress',
    defaultMessage: 'Enter an address starting with https:// or http://',
  },
  imageTitle: { id: 'settings.webTools.imageTitle', defaultMessage: 'Image generation' },
  imageModel: { id: 'settings.webTools.imageModel', defaultMessage: 'Image model' },
  imageHint: {
    id: 'settings.webTools.imageHint',
    defaultMessage: 'Images are made with your OpenAI API key and endpoint (Settings → API keys).',
  },
});
