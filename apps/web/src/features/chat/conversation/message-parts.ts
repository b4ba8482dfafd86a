// What the chat loads after the first screen (message-article-on-demand.tsx): a message's
// components, and the speech popup, which only shows while a message's text is read aloud.
export { MessageArticle } from './message-article.tsx';
export { SpeechPopup } from '../../speech/on-demand.ts';
