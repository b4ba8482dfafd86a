// The exact chat-completions request: URL, headers and body (incl. custom headers and body fields).
import {
  connectionHeaders,
  withBodyFields,
  type ChatRequest,
  type ProviderConnection,
  type ProviderHttpRequest,
} from '../spec/index.ts';
import { convertToOpenAiMessages } from './convert-to-openai-messages.ts';
import { mapOpenAiParameters } from './map-openai-parameters.ts';

export function buildOpenAiChatRequest(
  connection: ProviderConnection,
  request: ChatRequest,
): ProviderHttpRequest {
  const body: Record<string, unknown> = {
    model: request.model,
    messages: convertToOpenAiMessages(request),
    stream: request.stream,
    ...mapOpenAiParameters(request.parameters ?? {}, {
      model: request.model,
      endpoint: connection.endpoint,
    }),
  };
  // Without this OpenAI streams no usage at all.
  if (request.stream) body.stream_options = { include_usage: true };
  return {
    url: connection.endpoint,
    headers: openAiHeaders(connection, { json: true }),
    body: withBodyFields(connection, body),
  };
}

/** Our headers, then the connection's custom ones. */
export function openAiHeaders(
  connection: ProviderConnection,
  options: { json: boolean },
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (options.json) headers['content-type'] = 'application/json';
  if (connection.apiKey !== undefined && connection.apiKey !== '') {
    headers.authorization = `Bearer ${connection.apiKey}`;
  }
  return connectionHeaders(connection, headers);
}
