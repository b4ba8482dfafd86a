import type { Hono } from 'hono';
import { versionResponseSchema } from '@confab/core/protocol';

/** GET /api/version: the web app compares the answer with its own build to offer a reload. */
export function registerVersionRoute(app: Hono, { version }: { version: string }): void {
  const body = versionResponseSchema.parse({ vercelGitSHA: version });
  app.get('/api/version', (context) => {
    context.header('Cache-Control', 'no-store');
    return context.json(body);
  });
}
