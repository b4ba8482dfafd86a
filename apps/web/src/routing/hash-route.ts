import { workspaceTabs, type WorkspaceTab } from '@confab/core';

export interface HashRoute {
  tab: WorkspaceTab;
  chatId?: string;
  /** The settings page (`#settings/{id}`); absent on `#settings`, which opens the first page. */
  settingsSectionID?: string;
}

const settingsPrefix = 'settings/';

// Lone surrogates (an id cut inside an emoji by whatever wrote it) have no UTF-8 form.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The hash is typed, pasted and written by links from anywhere: a malformed escape (`%E0`) makes
 * decodeURIComponent throw, and the route is read while the app renders. Read such a part as it is.
 */
function decodeHashPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Reads the in-page tab from the URL hash: empty or `#chat={chatId}` is the chat tab. */
export function parseHashRoute(hash: string): HashRoute {
  const value = hash.startsWith('#') ? hash.slice(1) : hash;
  if (value.startsWith('chat=')) {
    const chatID = decodeHashPart(value.slice('chat='.length));
    return chatID ? { tab: 'chat', chatId: chatID } : { tab: 'chat' };
  }
  if (value.startsWith(settingsPrefix)) {
    const sectionID = decodeHashPart(value.slice(settingsPrefix.length));
    return sectionID ? { tab: 'settings', settingsSectionID: sectionID } : { tab: 'settings' };
  }
  const tab = workspaceTabs.find((name) => name === value);
  return { tab: tab ?? 'chat' };
}

/** The hash for a route; the chat tab without a chat has none. */
export function formatHashRoute(route: HashRoute): string {
  if (route.tab === 'chat') {
    // encodeURIComponent throws on a lone surrogate, and sidebar links are formatted while rendering.
    return route.chatId ? `#chat=${encodeURIComponent(route.chatId.replace(loneSurrogate, '\uFFFD'))}` : '';
  }
  if (route.tab === 'settings' && route.settingsSectionID) {
    return `#${settingsPrefix}${encodeURIComponent(route.settingsSectionID.replace(loneSurrogate, '\uFFFD'))}`;
  }
  return `#${route.tab}`;
}
