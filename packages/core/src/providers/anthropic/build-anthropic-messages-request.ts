// The exact Messages API request: URL, headers and body (incl. custom headers and body fields).
import {
  toolParameterSchema,
  withBodyFields,
  type ChatRequest,
  type ProviderConnection,
  type ProviderHttpRequest,
} from '../spec/index.ts';
import { anthropicHeaders } from './anthropic-headers.ts';
import { convertToAnthropicMessages } from './convert-to-anthropic-messages.ts';
import { mapAnthropicParameters } from './map-anthropic-parameters.ts';

export function buildAnthropicMessagesRequest(
  connection: ProviderConnection,
  request: ChatRequest,
): ProviderHttpRequest {
  const parameters = request.parameters ?? {};
  const promptCaching = parameters.promptCaching === true;
  const body: Record<string, unknown> = { model: request.model, ...mapAnthropicParameters(parameters) };
  if (request.system !== undefined && request.system !== '') {
    body.system = promptCaching
      ? [{ type: 'text', text: request.system, cache_control: { type: 'ephemeral' } }]
      : request.system;
  }
  body.messages = convertToAnthropicMessages(request.messages, { promptCaching });
  const tools = request.tools ?? [];
  if (tools.length > 0) {
    body.tools = tools.map((tool) => ({
      name: tool.name,
      ...(tool.description === undefined ? {} : { description: tool.description }),
      input_schema: toolParameterSchema(tool),
    }));
  }
  body.stream = request.stream;
  return {
    url: connection.endpoint,
    headers: anthropicHeaders(connection, { json: true }),
    body: withBodyFields(connection, body),
  };
}
