// The exact chat-completions request: URL, headers and body (incl. custom headers and body fields).
import {
  connectionHeaders,
  toolParameterSchema,
  withBodyFields,
  type ChatRequest,
  type ProviderConnection,
  type ProviderHttpRequest,
} from '../spec/index.ts';
import { convertToOpenAIMessages } from './convert-to-openai-messages.ts';
import { mapOpenAIParameters } from './map-openai-parameters.ts';

export function buildOpenAIChatRequest(
  connection: ProviderConnection,
  request: ChatRequest,
): ProviderHttpRequest {
  const body: Record<string, unknown> = {
    model: request.model,
    messages: convertToOpenAIMessages(request),
    stream: request.stream,
    ...mapOpenAIParameters(request.parameters ?? {}, {
      model: request.model,
      endpoint: connection.endpoint,
    }),
  };
  const tools = request.tools ?? [];
  if (tools.length > 0) {
    body.tools = tools.map((tool) => ({
      type: 'function',
      function: {
        name: tool.name,
        ...(tool.description === undefined ? {} : { description: tool.description }),
        parameters: toolParameterSchema(tool),
      },
    }));
  }
  // Without this OpenAI streams no usage at all.
  if (request.stream) body.stream_options = { include_usage: true };
  return {
    url: connection.endpoint,
    headers: openAIHeaders(connection, { json: true }),
    body: withBodyFields(connection, body),
  };
}

/** Our headers, then the connection's custom ones. */
export function openAIHeaders(
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
