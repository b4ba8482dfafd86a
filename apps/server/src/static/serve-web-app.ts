import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { Logger } from '../logging/logger.ts';
import { createAssetMemory } from './asset-memory.ts';
import { webAppHeaders } from './web-app-headers.ts';

export const webAppMissingMessage =
  'The Confab web app has not been built. Run `npm run build -w apps/web` (or `npm start`), then restart the server.';

/**
 * The pages the web app draws itself (apps/web: main.tsx and features/legal/legal-routes.ts keep
 * the same list). The share viewers (/share, /characters, /plugins) are server routes registered
 * before this. Any other page address gets the app's "page not found" with status 404, so a
 * mistyped or stale link is a real 404 to browsers, crawlers and monitors.
 */
export const webAppPagePaths: readonly string[] = [
  '/',
  '/privacy',
  '/terms',
  '/faqs',
  '/contact',
  '/ideas',
  '/changelog',
  '/share-pdf',
  '/plugin-oauth/callback',
  '/mcp-oauth/callback',
  '/admin',
  '/admin/onboarding',
  '/admin/billing/subscribe',
];

function isWebAppPage(requestPath: string): boolean {
  const path = requestPath.length > 1 && requestPath.endsWith('/') ? requestPath.slice(0, -1) : requestPath;
  return webAppPagePaths.includes(path);
}

/**
 * Addresses that look like a page (no file extension, not under /api or /assets) get index.html:
 * with 200 for the app's pages, with 404 for the rest, where the app draws its not-found page.
 * API paths, hashed assets and anything that looks like a file keep their JSON 404, so a missing
 * script is not answered with HTML.
 */
function looksLikePage(requestPath: string): boolean {
  if (requestPath === '/api' || requestPath.startsWith('/api/')) return false;
  if (requestPath.startsWith('/assets/')) return false;
  const lastSegment = requestPath.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

/** Serves apps/web's build; register after the API routes so they take precedence. */
export function registerWebApp(
  app: Hono,
  { webDistDirectory, logger }: { webDistDirectory: string; logger: Logger },
): void {
  const indexFile = path.join(webDistDirectory, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn('web app build not found; serving a notice at /', { webDistDirectory });
    app.get('/', (context) => context.text(webAppMissingMessage, 503));
    return;
  }

  const staticFiles = serveStatic({
    root: webDistDirectory,
    // The web build writes .br and .gz beside each file; compressing per request cost ~1 s of CPU per cold load.
    precompressed: true,
    // The headers were set before looking for the file; a miss must not keep them, or a 404
    // under /assets/ would be cached for a year.
    onNotFound: (_filePath, context) => {
      for (const name of Object.keys(webAppHeaders(context.req.path.slice(1)))) {
        context.header(name, undefined);
      }
    },
  });

  const assets = createAssetMemory(webDistDirectory);

  app.get('*', async (context, next) => {
    if (context.req.path.startsWith('/api/')) {
      await next();
      return;
    }
    const relativePath = context.req.path.slice(1);
    // Set before serving: serveStatic builds its response first and calls onFound afterwards.
    for (const [name, value] of Object.entries(webAppHeaders(relativePath))) {
      context.header(name, value);
    }
    const kept = context.req.header('Range')
      ? undefined
      : await assets.get(relativePath, context.req.header('Accept-Encoding'));
    if (kept === undefined) return staticFiles(context, next);
    context.header('Content-Type', kept.contentType);
    if (kept.encoding !== undefined) {
      context.header('Content-Encoding', kept.encoding);
      context.header('Vary', 'Accept-Encoding', { append: true });
    }
    context.header('Last-Modified', kept.lastModified);
    context.header('Content-Length', String(kept.body.byteLength));
    return context.body(kept.body, 200);
  });

  app.get('*', async (context, next) => {
    if (!looksLikePage(context.req.path)) {
      await next();
      return;
    }
    context.header('Cache-Control', 'no-cache');
    return context.html(await readFile(indexFile, 'utf8'), isWebAppPage(context.req.path) ? 200 : 404);
  });
}
