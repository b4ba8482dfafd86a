import { StorageRequestError } from './storage-client.ts';

/** Spec §8: a server's userMessage when it sent one, else the caller's generic fallback. */
export function requestErrorText(error: unknown, fallback: string): string {
  return error instanceof StorageRequestError && !error.message.startsWith('HTTP ')
    ? error.message
    : fallback;
}
