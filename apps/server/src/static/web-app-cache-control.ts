/**
 * Cache rules for the web build. Vite puts content-hashed files under assets/, so they never change
 * and may be kept for a year; everything else (index.html, sw.js, icons) is revalidated on each use
 * so a new release is picked up at once. The service worker may control the whole origin.
 */
export function webAppCacheHeaders(relativePath: string): Record<string, string> {
  if (relativePath.startsWith('assets/')) {
    return { 'Cache-Control': 'public, max-age=31536000, immutable' };
  }
  if (relativePath === 'sw.js') {
    return { 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' };
  }
  return { 'Cache-Control': 'no-cache' };
}
