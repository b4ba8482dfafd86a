import { sha256Hex } from '@confab/core';
import {
  errorResponseSchema,
  shareChatResponseSchema,
  sharedChatResponseSchema,
  type SharedChatData,
  type ShareChatResponse,
} from '@confab/core/protocol';

/** Why a share call failed, in the terms spec §8 words them. */
export type ShareFailure =
  { kind: 'too-large' } | { kind: 'server'; userMessage: string } | { kind: 'generic' };

export class ShareRequestError extends Error {
  override readonly name = 'ShareRequestError';

  constructor(readonly failure: ShareFailure) {
    super(`Share request failed: ${failure.kind}`);
  }
}

/** 413 has its own sentence; other answers of 400 and above carry the server's words when it gave any. */
export async function shareFailureOf(response: Response): Promise<ShareFailure> {
  if (response.status === 413) return { kind: 'too-large' };
  const body = errorResponseSchema.safeParse(await response.json().catch(() => undefined));
  return body.success ? { kind: 'server', userMessage: body.data.userMessage } : { kind: 'generic' };
}

async function send(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch {
    throw new ShareRequestError({ kind: 'generic' });
  }
}

/**
 * POST /api/share: `chatData` as text and `c`, its SHA-256, which the server checks. `base` is the
 * organisation host's prefix (host/org-api.ts); '' shares on this origin.
 */
export async function publishChat(
  data: SharedChatData,
  token: string,
  { indexable = false, base = '' }: { indexable?: boolean; base?: string } = {},
): Promise<ShareChatResponse> {
  const chatData = JSON.stringify(data);
  const response = await send(`${base}/api/share`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    // Only a yes is sent: the server keeps a page out of search engines unless told otherwise.
    body: JSON.stringify({ chatData, c: await sha256Hex(chatData), ...(indexable ? { indexable } : {}) }),
  });
  if (!response.ok) throw new ShareRequestError(await shareFailureOf(response));
  return shareChatResponseSchema.parse(await response.json());
}

/** GET /api/share/{id}: a shared chat, for "Continue this chat in Confab". */
export async function readSharedChat(id: string, base = ''): Promise<SharedChatData> {
  const response = await send(`${base}/api/share/${encodeURIComponent(id)}`, {});
  if (!response.ok) throw new ShareRequestError(await shareFailureOf(response));
  return sharedChatResponseSchema.parse(await response.json()).chatData;
}
