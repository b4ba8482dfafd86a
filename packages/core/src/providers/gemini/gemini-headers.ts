// The key travels in a header rather than `?key=`, so it stays out of URLs, logs and histories.
import { connectionHeaders, type ProviderConnection } from '../spec/index.ts';

export function geminiHeaders(
  connection: ProviderConnection,
  options: { json: boolean },
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (options.json) headers['content-type'] = 'application/json';
  if (connection.apiKey !== undefined && connection.apiKey !== '')
    headers['x-goog-api-key'] = connection.apiKey;
  return connectionHeaders(connection, headers);
}
