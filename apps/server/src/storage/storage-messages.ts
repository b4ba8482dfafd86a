export const storageMessages = {
  quotaExceeded:
    'Your cloud storage is full. Delete files or chats in the storage manager, or get more storage.',
  blobNotFound: 'This file is not in your cloud storage.',
  emptyUpload: 'The upload is empty.',
} as const;

/** The UUID-like ids the app gives blobs; anything else is refused before it reaches a path or query. */
export const blobIDPattern = /^[A-Za-z0-9_-]{1,100}$/;
