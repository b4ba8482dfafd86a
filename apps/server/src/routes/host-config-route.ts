import type { Hono } from 'hono';
import type { HostConfig } from '@confab/core/protocol';

/** GET /config.json: branding and feature flags of this host, read by the web app at start. */
export function registerHostConfigRoute(app: Hono, { hostConfig }: { hostConfig: HostConfig }): void {
  app.get('/config.json', (context) => {
    context.header('Cache-Control', 'no-cache');
    return context.json(hostConfig);
  });
}
