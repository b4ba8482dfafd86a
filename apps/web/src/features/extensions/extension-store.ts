import * as z from 'zod/mini';
import { extensionOrigins } from './extension-url.ts';

/**
 * Confirmed extension scripts live in localStorage, on this device only: a script runs with all of
 * Confab's powers, so it runs only where the person confirmed it (a synced list would let whoever
 * holds the cloud account run code on every device). Delete-all clears it with the rest.
 */
export const extensionsStorageKey = 'confab:extensions';

/** Written for the server, which puts these origins into the app's `script-src` (docs/security.md). */
export const extensionOriginsCookie = '__Host-confab-extension-origins';

const cookieMaxAgeSeconds = 400 * 24 * 60 * 60;

const storedExtensionsSchema = z.object({
  version: z.literal(1),
  scripts: z.array(z.object({ url: z.string(), addedAt: z.number() })),
});

export type StoredExtension = z.infer<typeof storedExtensionsSchema>['scripts'][number];

export function readExtensions(storage: Pick<Storage, 'getItem'> = window.localStorage): StoredExtension[] {
  try {
    const saved = storage.getItem(extensionsStorageKey);
    if (saved === null) return [];
    const parsed = storedExtensionsSchema.safeParse(JSON.parse(saved));
    return parsed.success ? parsed.data.scripts : [];
  } catch {
    return [];
  }
}

/** The cookie line that lists the origins (an empty list expires the cookie). */
export function extensionOriginsCookieLine(urls: readonly string[]): string {
  const origins = extensionOrigins(urls);
  const attributes = 'Path=/; Secure; SameSite=Strict';
  if (origins.length === 0) return `${extensionOriginsCookie}=; ${attributes}; Max-Age=0`;
  const value = encodeURIComponent(origins.join(' '));
  return `${extensionOriginsCookie}=${value}; ${attributes}; Max-Age=${String(cookieMaxAgeSeconds)}`;
}

/** Saves the list and tells the server its origins; the scripts run from the next load on. */
export function writeExtensions(scripts: readonly StoredExtension[]): void {
  window.localStorage.setItem(extensionsStorageKey, JSON.stringify({ version: 1, scripts }));
  document.cookie = extensionOriginsCookieLine(scripts.map((script) => script.url));
}
