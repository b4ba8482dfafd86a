import {
  shareChatResponseSchema,
  sharedPluginDataFrom,
  sharedPluginResponseSchema,
  type ShareChatResponse,
  type SharedPluginData,
} from '@confab/core/protocol';
import { ShareRequestError, shareFailureOf } from './share-chat-client.ts';

async function send(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch {
    throw new ShareRequestError({ kind: 'generic' });
  }
}

/**
 * POST /api/shared_plugins: publishes the plugin's definition and answers spec §3 Share result.
 * Secrets are left out here (sharedPluginDataFrom keeps only the listed definition fields: no
 * setting values, OAuth client secrets or tokens, MCP connector details), and the server strips
 * again. `base` is the organisation host's prefix ('' for this origin). Fails with ShareRequestError: too-large (413), the server's userMessage, or generic.
 */
export async function publishPlugin(plugin: object, token: string, base = ''): Promise<ShareChatResponse> {
  const data = sharedPluginDataFrom(plugin);
  if (!data) throw new ShareRequestError({ kind: 'generic' });
  const response = await send(`${base}/api/shared_plugins`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  if (!response.ok) throw new ShareRequestError(await shareFailureOf(response));
  return shareChatResponseSchema.parse(await response.json());
}

/** GET /api/shared_plugins/{id}: a shared plugin, for the `?import_plugin=` install popup. */
export async function readSharedPlugin(id: string, base = ''): Promise<SharedPluginData> {
  const response = await send(`${base}/api/shared_plugins/${encodeURIComponent(id)}`, {});
  if (!response.ok) throw new ShareRequestError(await shareFailureOf(response));
  return sharedPluginResponseSchema.parse(await response.json()).data;
}
