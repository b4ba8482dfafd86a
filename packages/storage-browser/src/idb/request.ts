/** An IndexedDB request as a promise. Awaiting it inside a transaction keeps the transaction alive. */
export function requestResult<Result>(request: IDBRequest<Result>): Promise<Result> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('An IndexedDB request failed'));
    };
  });
}

/** Settles when a transaction commits (or fails, or is aborted). */
export function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => {
      resolve();
    };
    transaction.onerror = () => {
      reject(transaction.error ?? new Error('An IndexedDB transaction failed'));
    };
    transaction.onabort = () => {
      reject(transaction.error ?? new DOMException('The transaction was aborted', 'AbortError'));
    };
  });
}

/**
 * Walks a cursor to its end, calling `visit` for each position; `visit` may update or delete
 * through the cursor before it moves on.
 */
export function walkCursor<Cursor extends IDBCursor>(
  request: IDBRequest<Cursor | null>,
  visit: (cursor: Cursor) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) {
        resolve();
        return;
      }
      visit(cursor);
      cursor.continue();
    };
    request.onerror = () => {
      reject(request.error ?? new Error('An IndexedDB cursor failed'));
    };
  });
}
