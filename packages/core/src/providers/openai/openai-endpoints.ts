// Derives the other URLs of an OpenAI-style server from its chat-completions URL, which is what a
// person pastes (ARCHITECTURE §7: "Chat completions endpoint"). The chat URL itself is used as given:
// some gateways put a query string (Azure's api-version) or an unusual path in it.
import { trimTrailingSlashes } from '../spec/index.ts';

const chatCompletionsPath = /\/chat\/completions\/?$/;

/** `<endpoint minus /chat/completions>/models`, keeping any query string; a bare base URL works too. */
export function openAIModelsUrl(endpoint: string): string {
  try {
    const url = new URL(endpoint);
    url.pathname = `${trimTrailingSlashes(url.pathname.replace(chatCompletionsPath, ''))}/models`;
    return url.toString();
  } catch {
    return `${trimTrailingSlashes(endpoint.replace(chatCompletionsPath, ''))}/models`;
  }
}

/** OpenAI itself refuses fields that compatible servers accept (top_k, reasoning_effort on chat models). */
export function isOfficialOpenAIEndpoint(endpoint: string): boolean {
  try {
    return new URL(endpoint).hostname === 'api.openai.com';
  } catch {
    return false;
  }
}

/** `<endpoint minus /chat/completions>/images/generations`: the images API beside the chat one. */
export function openAIImagesUrl(endpoint: string): string {
  return openAIModelsUrl(endpoint).replace(/\/models(\?|$)/, '/images/generations$1');
}

/** `<endpoint minus /chat/completions>/embeddings`: the embeddings API beside the chat one. */
export function openAIEmbeddingsUrl(endpoint: string): string {
  return openAIModelsUrl(endpoint).replace(/\/models(\?|$)/, '/embeddings$1');
}
