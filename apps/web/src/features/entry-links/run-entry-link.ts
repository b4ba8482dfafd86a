import { cryptoRandom, systemClock, type Agent, type StoragePort } from '@confab/core';
import type { EntryLinkRequest } from './entry-link-parameters.ts';
import { startsNewChat } from './entry-link-parameters.ts';
import { fetchInitialContext, type InitialContextFailure } from './fetch-initial-context.ts';
import { findEntryAgent, startEntryChat } from './start-entry-chat.ts';

export interface EntryLinkEffects {
  storage: Pick<StoragePort, 'agents' | 'saveChatWithMessages'>;
  systemAgents: readonly Agent[];
  origin: string;
  signal: AbortSignal;
  /** The spinner overlay shows while the context is fetched. */
  onLoadingContext: (address: string) => void;
  fetchImplementation?: typeof fetch;
}

export type EntryLinkOutcome =
  /** Nothing to open: the new-chat screen stays (a message, if any, goes into its composer). */
  | { kind: 'stay' }
  | { kind: 'open-chat'; chatID: string }
  | { kind: 'failed'; address: string; failure: InitialContextFailure }
  | { kind: 'cancelled' };

/**
 * The spec's order (§4 initial-context loader): fetch the context first, then find the agent, then
 * open one new chat with both and the title. A failed fetch opens no chat.
 */
export async function runEntryLink(
  request: EntryLinkRequest,
  effects: EntryLinkEffects,
): Promise<EntryLinkOutcome> {
  if (!startsNewChat(request)) return { kind: 'stay' };
  let context: string | undefined;
  if (request.initialContextURL !== undefined) {
    effects.onLoadingContext(request.initialContextURL);
    const result = await fetchInitialContext(request.initialContextURL, {
      origin: effects.origin,
      signal: effects.signal,
      ...(effects.fetchImplementation ? { fetchImplementation: effects.fetchImplementation } : {}),
    });
    if (!result.ok) {
      return 'aborted' in result
        ? { kind: 'cancelled' }
        : { kind: 'failed', address: request.initialContextURL, failure: result.failure };
    }
    context = result.text;
  }
  const agent =
    request.agent === undefined
      ? undefined
      : await findEntryAgent(effects.storage, effects.systemAgents, request.agent);
  // An unknown agent alone is no reason for a chat of its own; with a title or context it still is.
  if (!agent && request.chatTitle === undefined && context === undefined) return { kind: 'stay' };
  const chatID = await startEntryChat(
    effects.storage,
    {
      ...(agent ? { agent } : {}),
      ...(request.chatTitle === undefined ? {} : { chatTitle: request.chatTitle }),
      ...(context === undefined ? {} : { context }),
    },
    { clock: systemClock, random: cryptoRandom },
  );
  return { kind: 'open-chat', chatID };
}
