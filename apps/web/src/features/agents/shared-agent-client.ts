import {
  errorResponseSchema,
  shareAgentResponseSchema,
  sharedAgentResponseSchema,
  type Agent,
} from '@confab/core';
import { sharedAgentParameters } from './shared-agent-link.ts';

/** A share call that failed; `userMessage` is the server's words when it gave any. */
export class SharedAgentRequestError extends Error {
  override readonly name = 'SharedAgentRequestError';

  constructor(readonly userMessage: string | undefined) {
    super(userMessage ?? 'The shared agent request failed.');
  }
}

async function failure(response: Response): Promise<SharedAgentRequestError> {
  const body = errorResponseSchema.safeParse(await response.json().catch(() => undefined));
  return new SharedAgentRequestError(body.success ? body.data.userMessage : undefined);
}

/**
 * Publishes a copy of the agent and returns the link that opens it. Device state (pinned, use
 * times, sync marks) stays behind: whoever opens the link starts their own copy. `base` is the
 * organisation host's prefix (host/org-api.ts); the link itself opens this app.
 */
export async function publishAgent(agent: Agent, token: string, base = ''): Promise<string> {
  const {
    pinned: _pinned,
    lastUsedAt: _lastUsedAt,
    syncedAt: _syncedAt,
    sourceID: _sourceID,
    ...data
  } = agent;
  const response = await fetch(`${base}/api/shared_characters`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  if (!response.ok) throw await failure(response);
  const { id } = shareAgentResponseSchema.parse(await response.json());
  return `${window.location.origin}/?character=${encodeURIComponent(id)}`;
}

/** Reads a shared agent by the id of its link, from the organisation host when there is one. */
export async function readSharedAgent(id: string, base = ''): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}/api/shared_characters/${encodeURIComponent(id)}`);
  if (!response.ok) throw await failure(response);
  return sharedAgentResponseSchema.parse(await response.json()).data;
}

/** Drops the share parameters so a reload does not open the popup again. */
export function removeSharedAgentParameters(): void {
  const url = new URL(window.location.href);
  for (const name of sharedAgentParameters) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url);
}
