// Every Anthropic call names the API version, and a call from a browser must opt in to direct
// access or Anthropic answers 401 (ARCHITECTURE §4).
import { connectionHeaders, type ProviderConnection } from '../spec/index.ts';

export const anthropicVersion = '2023-06-01';

export function anthropicHeaders(
  connection: ProviderConnection,
  options: { json: boolean },
): Record<string, string> {
  const headers: Record<string, string> = {
    'anthropic-version': anthropicVersion,
    'anthropic-dangerous-direct-browser-access': 'true',
  };
  if (options.json) headers['content-type'] = 'application/json';
  if (connection.apiKey !== undefined && connection.apiKey !== '') headers['x-api-key'] = connection.apiKey;
  return connectionHeaders(connection, headers);
}
