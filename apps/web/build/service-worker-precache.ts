import type { Plugin } from 'vite';
import { precacheFiles } from './precache-files.ts';

export const precachePlaceholder = '__CONFAB_PRECACHE_MANIFEST__';

/**
 * Writes the list of the app shell's built files into sw.js so the service worker caches them at
 * install time; without it the first visit's assets would not be cached until they are fetched again.
 */
export function serviceWorkerPrecache(): Plugin {
  return {
    name: 'confab-service-worker-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = precacheFiles(bundle, 'main');
      const staticFiles = [
        '/',
        '/manifest.webmanifest',
        '/theme-boot.js',
        '/icons/icon.svg',
        '/icons/icon-192.png',
      ];
      const precache = [...new Set([...staticFiles, ...files])].sort();
      const serviceWorker = bundle['sw.js'];
      if (serviceWorker?.type !== 'chunk') throw new Error('sw.js was not built');
      const version = hashText(precache.join('\n'));
      const placeholder = new RegExp(`(["'\`])${precachePlaceholder}\\1`, 'g');
      if (!placeholder.test(serviceWorker.code)) throw new Error('sw.js lost its precache placeholder');
      serviceWorker.code = serviceWorker.code.replace(
        placeholder,
        JSON.stringify({ version, files: precache }),
      );
    },
  };
}

function hashText(text: string): string {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0).toString(36);
}
