export { callPluginProxy } from './plugin-proxy-client.ts';
export { sendHttpRequest } from './send-http-request.ts';
export { readWebPage, webPageTextCharacters, type WebPage } from './read-web-page.ts';
