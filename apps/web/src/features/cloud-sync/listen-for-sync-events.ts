import { syncChangedEventSchema } from '@confab/core';
import { readServerSentEvents } from '@confab/core/providers';
import { cloudTokenStore } from '../account/index.ts';

const firstRetryMs = 1000;
const longestRetryMs = 30_000;

/**
 * Holds GET /api/cloud/sync/events open (fetch, not EventSource: the call needs the bearer header)
 * and reports each cursor the server announces. Reconnects with a growing pause until aborted.
 */
export async function listenForSyncEvents(
  token: string,
  onCursor: (cursor: number) => void,
  signal: AbortSignal,
): Promise<void> {
  let pause = firstRetryMs;
  // A function, so each check reads the signal afresh (no stale narrowing across awaits).
  const stopped = () => signal.aborted;
  while (!stopped()) {
    try {
      const response = await fetch('/api/cloud/sync/events', {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal,
      });
      // A token the server no longer takes will not start working by retrying: the session is over.
      if (response.status === 401) {
        cloudTokenStore.endSession(token);
        return;
      }
      if (response.ok && response.body) {
        for await (const event of readServerSentEvents(response.body, { signal })) {
          pause = firstRetryMs;
          if (event.event !== 'changed') continue;
          const parsed = syncChangedEventSchema.safeParse(JSON.parse(event.data));
          if (parsed.success) onCursor(parsed.data.cursor);
        }
      }
    } catch {
      // Offline, a dropped connection or a server restart: wait and connect again.
    }
    if (stopped()) return;
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, longestRetryMs);
  }
}
