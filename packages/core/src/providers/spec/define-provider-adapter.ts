// Every style's adapter is the shared call driver fed with that style's parts: a style folder supplies
// its request builder, its two translators and its model list, and nothing else.
import type { ChatRequest } from './chat-request.ts';
import type { ProviderAdapter } from './provider-adapter.ts';
import type { ProviderConnection } from './provider-connection.ts';
import type { ProviderHttpRequest } from './provider-http-request.ts';
import { runChatCall, type ChatCall } from './run-chat-call.ts';

export interface ProviderStyleParts extends Pick<ChatCall, 'translateStream' | 'translateWhole'> {
  /** A pure function: the URL, headers and body of one chat call. */
  buildRequest(connection: ProviderConnection, request: ChatRequest): ProviderHttpRequest;
  listModels: ProviderAdapter['listModels'];
}

export function defineProviderAdapter(parts: ProviderStyleParts): ProviderAdapter {
  return {
    streamChat: (connection, request, options = {}) =>
      runChatCall(
        {
          request: parts.buildRequest(connection, request),
          stream: request.stream,
          translateStream: parts.translateStream,
          translateWhole: parts.translateWhole,
        },
        options,
      ),
    listModels: parts.listModels,
  };
}
