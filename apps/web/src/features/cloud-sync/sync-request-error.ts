/** Spec §8 generic fallback, shown when a call throws or answers without a userMessage. */
export const genericSyncError = 'Something went wrong. Please try again.';

/** A failed sync call with the words to show. */
export class SyncRequestError extends Error {
  override readonly name = 'SyncRequestError';

  constructor(
    readonly userMessage: string,
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(userMessage, options);
  }
}
