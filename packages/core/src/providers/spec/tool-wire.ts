// What every style's encoder needs to send tools and earlier calls: a definition's parameter schema
// in a shape all three vendors accept, and stored argument text read back as an object.
import { isRecord, parseJson } from './json-values.ts';
import type { ToolDefinition } from './chat-request.ts';

/** A schema for the tool's arguments; vendors refuse a missing or non-object one. */
export function toolParameterSchema(tool: ToolDefinition): Record<string, unknown> {
  const parameters = tool.parameters;
  if (parameters && parameters.type === 'object') return parameters;
  return { type: 'object', properties: {} };
}

/** Stored arguments as the object Anthropic and Gemini expect; broken or non-object JSON sends {}. */
export function toolArgumentsObject(argumentsText: string): Record<string, unknown> {
  const parsed = parseJson(argumentsText);
  return isRecord(parsed) ? parsed : {};
}
