/** Chats bigger than this (metadata and messages as JSON) stay on the device and are counted. */
export const maxSyncedChatBytes = 3 * 1024 * 1024;

/** Records per push request; the client splits larger change sets into batches of this size. */
export const maxPushRecords = 500;

/** Body limit of a push: a full batch of small records, or one chat at the size limit, fits. */
export const maxPushBodyBytes = 8 * 1024 * 1024;

/** Records per pull page. */
export const pullPageSize = 500;

/** Longest record id the server accepts. */
export const maxRecordIDLength = 200;

/** A sync runs this long after the last local change, so a burst of edits makes one sync. */
export const syncDelayMs = 3000;

/** Chat sizes count UTF-8 bytes of the JSON that would travel. */
export function jsonByteLength(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).byteLength;
}
