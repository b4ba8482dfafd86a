// The exact generateContent request: URL, headers and body (incl. custom headers and body fields).
import {
  toolParameterSchema,
  withBodyFields,
  type ChatRequest,
  type ProviderConnection,
  type ProviderHttpRequest,
} from '../spec/index.ts';
import { convertToGeminiContents } from './convert-to-gemini-contents.ts';
import { geminiHeaders } from './gemini-headers.ts';
import { geminiGenerateUrl } from './gemini-urls.ts';
import { mapGeminiGenerationConfig } from './map-gemini-generation-config.ts';

export function buildGeminiGenerateRequest(
  connection: ProviderConnection,
  request: ChatRequest,
): ProviderHttpRequest {
  const body: Record<string, unknown> = { contents: convertToGeminiContents(request.messages) };
  if (request.system !== undefined && request.system !== '') {
    body.systemInstruction = { parts: [{ text: request.system }] };
  }
  const tools = request.tools ?? [];
  if (tools.length > 0) {
    // parametersJsonSchema takes plain JSON Schema; `parameters` refuses keys such as additionalProperties.
    body.tools = [
      {
        functionDeclarations: tools.map((tool) => ({
          name: tool.name,
          ...(tool.description === undefined ? {} : { description: tool.description }),
          parametersJsonSchema: toolParameterSchema(tool),
        })),
      },
    ];
  }
  const generationConfig = mapGeminiGenerationConfig(request.parameters ?? {});
  if (generationConfig) body.generationConfig = generationConfig;
  return {
    url: geminiGenerateUrl(connection.endpoint, request.model, { stream: request.stream }),
    headers: geminiHeaders(connection, { json: true }),
    body: withBodyFields(connection, body),
  };
}
