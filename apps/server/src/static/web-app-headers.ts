/**
 * Headers of the web build's files. Vite puts content-hashed files under assets/, so they never
 * change and may be kept for a year; everything else (index.html, sw.js, icons) is revalidated on
 * each use so a new release is picked up at once. The service worker may control the whole origin.
 *
 * Assets may also be read from any origin: the diagram frame runs in a sandbox whose origin is
 * opaque, and a browser fetches module scripts with CORS, so without the header its scripts would be
 * refused. They are public files sent without credentials, so nothing is exposed.
 */
export function webAppHeaders(relativePath: string): Record<string, string> {
  if (relativePath.startsWith('assets/')) {
    return { 'Cache-Control': 'public, max-age=31536000, immutable', 'Access-Control-Allow-Origin': '*' };
  }
  if (relativePath === 'sw.js') {
    return { 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' };
  }
  return { 'Cache-Control': 'no-cache' };
}
