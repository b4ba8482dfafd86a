import type { StorageTableName } from '@confab/core/ports';
import { storageTableNames } from '@confab/core/ports';
import type { ChangeDescription, ChangeRelay, ChangeRelayFactory } from './engine/change-hub.ts';

const channelPrefix = 'confab-storage-changes';

/**
 * Cross-tab change events over a BroadcastChannel named per database, so two databases in one origin
 * (or in one test run) never hear each other. A channel does not hear its own posts, which is exactly
 * the "other tabs only" rule. Without BroadcastChannel the store still works, tab-locally.
 */
export function broadcastChannelRelay(databaseName: string): ChangeRelayFactory {
  return (receive) => {
    if (typeof BroadcastChannel === 'undefined') return { publish: () => undefined, close: () => undefined };
    const channel = new BroadcastChannel(`${channelPrefix}:${databaseName}`);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const changes = readChanges(event.data);
      if (changes.length > 0) receive(changes);
    };
    const relay: ChangeRelay = {
      publish: (changes) => {
        channel.postMessage(changes);
      },
      close: () => {
        channel.close();
      },
    };
    return relay;
  };
}

const tableNames = new Set<string>(storageTableNames);

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Another tab may run an older or newer build: keep only changes this build understands. */
function readChanges(data: unknown): ChangeDescription[] {
  if (!Array.isArray(data)) return [];
  const changes: ChangeDescription[] = [];
  for (const item of data as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { table, ids, chatIDs } = item as Record<string, unknown>;
    if (typeof table !== 'string' || !tableNames.has(table) || !isStringList(ids)) continue;
    const change: ChangeDescription = { table: table as StorageTableName, ids };
    if (isStringList(chatIDs)) change.chatIDs = chatIDs;
    changes.push(change);
  }
  return changes;
}
