// The no-framework floor of the history rows (instant scenario): a plain page on the app's origin
// that reads the app's own IndexedDB ("confab", seeded by the bench) with the same indexed queries
// the app's storage makes, and draws with plain DOM calls. Its markup copies the roles and names the
// bench's page snippets look for in the app (sidebar, chat links, "Search chats", search results,
// the conversation log), so one snippet times both pages. Served as a module script.

const firstScreenRows = 50;
const searchResultRows = 20;
const searchDatabaseName = 'bench-floor-search';
const termPattern = /[\p{L}\p{N}]+/gu;

interface ChatRow {
  id: string;
  chatTitle: string;
}

interface MessageRow {
  chatID: string;
  role: string;
  content: string;
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('IndexedDB request failed'));
    };
  });
}

function openDatabase(name: string, upgrade?: (database: IDBDatabase) => void): Promise<IDBDatabase> {
  const request = upgrade === undefined ? indexedDB.open(name) : indexedDB.open(name, 1);
  if (upgrade !== undefined)
    request.onupgradeneeded = () => {
      upgrade(request.result);
    };
  return requestResult(request);
}

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => {
      resolve();
    };
    transaction.onerror = () => {
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    };
  });
}

function element(selector: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(selector);
  if (found === null) throw new Error(`The floor page has no ${selector}`);
  return found;
}

const appDatabase = openDatabase('confab');
// Opened at the start, as an app would open its persisted index; the index is read at each search.
const openedIndex = openDatabase(searchDatabaseName).catch(() => null);

function chatLink(chat: ChatRow): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = `#chat/${chat.id}`;
  link.textContent = chat.chatTitle;
  link.setAttribute('aria-label', chat.chatTitle);
  link.addEventListener('click', (event) => {
    event.preventDefault();
    void openChat(chat.id);
  });
  return link;
}

/** The sidebar's first screen: the newest chats by the app's own `activityAt` index. */
async function drawSidebar(): Promise<void> {
  const database = await appDatabase;
  const index = database.transaction('chats').objectStore('chats').index('activityAt');
  const rows: ChatRow[] = [];
  await new Promise<void>((resolve, reject) => {
    const request = index.openCursor(null, 'prev');
    request.onsuccess = () => {
      const cursor = request.result;
      if (cursor === null || rows.length >= firstScreenRows) {
        resolve();
        return;
      }
      rows.push(cursor.value as ChatRow);
      cursor.continue();
    };
    request.onerror = () => {
      reject(request.error ?? new Error('cursor failed'));
    };
  });
  element('nav[aria-label="Chats"]').replaceChildren(...rows.map(chatLink));
}

/** One chat's messages by the app's `[chatID+order]` index, the query the app's storage makes. */
async function openChat(chatID: string): Promise<void> {
  const database = await appDatabase;
  const index = database.transaction('messages').objectStore('messages').index('[chatID+order]');
  const messages = (await requestResult(
    index.getAll(IDBKeyRange.bound([chatID], [chatID, []])),
  )) as MessageRow[];
  element('[role="log"]').replaceChildren(
    ...messages.map((message) => {
      const article = document.createElement('article');
      article.className = `message message--${message.role}`;
      article.textContent = message.content;
      return article;
    }),
  );
}

function terms(text: string): string[] {
  return text.toLowerCase().match(termPattern) ?? [];
}

function addPosting(postings: Map<string, number[]>, term: string, document: number): void {
  const list = postings.get(term);
  if (list === undefined) postings.set(term, [document]);
  else if (list.at(-1) !== document) list.push(document);
}

/**
 * Builds the floor's inverted index once, before any clock starts, and keeps it in IndexedDB: for
 * each term the sorted numbers of the chats holding it (titles and message text), chats numbered
 * newest first, so the lowest numbers of a match are its newest chats.
 */
async function buildSearchIndex(): Promise<{ terms: number; chats: number }> {
  const database = await appDatabase;
  const chatIDs = (await requestResult(
    database.transaction('chats').objectStore('chats').index('activityAt').getAllKeys(),
  )) as string[];
  chatIDs.reverse();
  const numbers = new Map(chatIDs.map((chatID, position) => [chatID, position]));
  const postings = new Map<string, number[]>();
  const chats = (await requestResult(
    database.transaction('chats').objectStore('chats').getAll(),
  )) as ChatRow[];
  for (const chat of chats) {
    for (const term of terms(chat.chatTitle)) addPosting(postings, term, numbers.get(chat.id) ?? 0);
  }
  let after: IDBValidKey | undefined;
  for (;;) {
    const store = database.transaction('messages').objectStore('messages');
    const range = after === undefined ? null : IDBKeyRange.lowerBound(after, true);
    const [keys, rows] = await Promise.all([
      requestResult(store.getAllKeys(range, 5_000)),
      requestResult(store.getAll(range, 5_000)) as Promise<MessageRow[]>,
    ]);
    if (rows.length === 0) break;
    after = keys.at(-1);
    for (const row of rows) {
      const number = numbers.get(row.chatID) ?? 0;
      for (const term of terms(row.content)) addPosting(postings, term, number);
    }
  }
  // The page opened the (maybe empty) index at its start; a delete waits for that connection.
  (await openedIndex)?.close();
  indexedDB.deleteDatabase(searchDatabaseName);
  const built = await openDatabase(searchDatabaseName, (created) => {
    created.createObjectStore('terms');
    created.createObjectStore('chats');
  });
  const entries = [...postings];
  for (let from = 0; from < entries.length; from += 20_000) {
    const transaction = built.transaction('terms', 'readwrite');
    const store = transaction.objectStore('terms');
    for (const [term, list] of entries.slice(from, from + 20_000)) {
      const sorted = Uint32Array.from(new Set(list)).sort();
      store.put(sorted, term);
    }
    await transactionDone(transaction);
  }
  const transaction = built.transaction('chats', 'readwrite');
  for (const [position, chatID] of chatIDs.entries()) transaction.objectStore('chats').put(chatID, position);
  await transactionDone(transaction);
  built.close();
  return { terms: postings.size, chats: chatIDs.length };
}

function intersect(lists: Uint32Array[], limit: number): number[] {
  const [shortest, ...others] = [...lists].sort((left, right) => left.length - right.length);
  const sets = others.map((list) => new Set(list));
  const found: number[] = [];
  for (const number of shortest ?? []) {
    if (sets.every((set) => set.has(number))) found.push(number);
    if (found.length >= limit) break;
  }
  return found;
}

/** Every term of the query in the chat (the app's rule), newest first; the first screen drawn. */
async function search(query: string): Promise<void> {
  const queryTerms = terms(query);
  const results = element('nav[aria-label="Search results"]');
  if (query.trim().length < 2 || queryTerms.length === 0) {
    results.replaceChildren();
    return;
  }
  const database = await openedIndex;
  if (database === null) throw new Error('The floor search index was not built');
  const transaction = database.transaction(['terms', 'chats']);
  const lists = (await Promise.all(
    queryTerms.map((term) => requestResult(transaction.objectStore('terms').get(term))),
  )) as (Uint32Array | undefined)[];
  const found = lists.some((list) => list === undefined)
    ? []
    : intersect(lists as Uint32Array[], searchResultRows);
  const chatIDs = (await Promise.all(
    found.map((number) => requestResult(transaction.objectStore('chats').get(number))),
  )) as string[];
  const chatStore = (await appDatabase).transaction('chats').objectStore('chats');
  const chats = (await Promise.all(
    chatIDs.map((chatID) => requestResult(chatStore.get(chatID))),
  )) as ChatRow[];
  if (chats.length === 0) results.textContent = 'No chat matches your search.';
  else results.replaceChildren(...chats.map(chatLink));
}

element('input[aria-label="Search chats"]').addEventListener('input', (event) => {
  void search((event.target as HTMLInputElement).value);
});

// The textarea is in the document and this script runs after parsing: the composer takes input.
performance.mark('confab:composer-ready');
void drawSidebar();
Object.assign(window, { floorBuildSearchIndex: buildSearchIndex });

export {};
