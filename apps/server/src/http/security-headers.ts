import type { MiddlewareHandler } from 'hono';
import {
  buildContentSecurityPolicy,
  buildDiagramFrameContentSecurityPolicy,
  buildPluginFrameContentSecurityPolicy,
  buildSandboxContentSecurityPolicy,
  diagramFramePath,
  extensionPolicyFor,
  pluginFramePath,
  renderPolicy,
  sandboxPathPrefix,
  transformFrameCspDirectives,
  transformFramePath,
} from './content-security-policy.ts';
import { isHttpsRequest } from './request-origin.ts';

export interface SecurityHeadersOptions {
  contentSecurityPolicy?: string;
  /** The policy for paths under /sandbox/ (the artifact frame), relaxed for untrusted code. */
  sandboxContentSecurityPolicy?: string;
  /** Behind a reverse proxy: X-Forwarded-Proto says whether the browser used https (for HSTS). */
  trustProxy?: boolean;
}

/** One year; browsers then refuse plain http to this host. Sent only on answers that came over https. */
export const strictTransportSecurity = 'max-age=31536000';

/**
 * Applied to every answer, static files and errors included. Documents under /sandbox/ and the
 * diagram and plugin frames get their own Content-Security-Policy: they only ever run inside an opaque-origin
 * sandboxed frame. A route that sets a stricter header of its own (the policy of file downloads,
 * share answers' referrer and framing rules) keeps it. The opener policy is same-origin-allow-popups rather than same-origin: plugin OAuth
 * runs in a popup that must post its result back to window.opener after visiting the provider's
 * (cross-origin) page.
 */
export function securityHeaders({
  contentSecurityPolicy = buildContentSecurityPolicy(),
  sandboxContentSecurityPolicy = buildSandboxContentSecurityPolicy(),
  trustProxy = false,
}: SecurityHeadersOptions = {}): MiddlewareHandler {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), geolocation=(), microphone=(self), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  const diagramFramePolicy = buildDiagramFrameContentSecurityPolicy();
  const pluginFramePolicy = buildPluginFrameContentSecurityPolicy();
  const transformFramePolicy = renderPolicy(transformFrameCspDirectives, {});
  const policyOf = (requestPath: string): string | undefined => {
    if (requestPath === pluginFramePath) return pluginFramePolicy;
    if (requestPath.startsWith(sandboxPathPrefix)) return sandboxContentSecurityPolicy;
    if (requestPath === diagramFramePath) return diagramFramePolicy;
    if (requestPath === transformFramePath) return transformFramePolicy;
    return undefined;
  };
  return async (context, next) => {
    await next();
    const answer = context.res.headers;
    if (!answer.has('Content-Security-Policy')) {
      // The app's own documents: the default, or with the person's confirmed extension scripts.
      const policy =
        policyOf(context.req.path) ??
        extensionPolicyFor({ url: context.req.url, cookie: context.req.header('cookie') }) ??
        contentSecurityPolicy;
      context.header('Content-Security-Policy', policy);
    }
    for (const [name, value] of Object.entries(headers)) if (!answer.has(name)) context.header(name, value);
    // Whatever carried a bearer token answered for one account: no cache, shared or private, keeps it.
    if (context.req.header('authorization') !== undefined) context.header('Cache-Control', 'no-store');
    // Our own JSON answers say their charset; a downloaded file keeps the type it was stored with.
    const isDownload = answer.has('Content-Disposition');
    if (!isDownload && /^application\/json\s*$/i.test(answer.get('Content-Type') ?? '')) {
      context.header('Content-Type', 'application/json; charset=utf-8');
    }
    if (isHttpsRequest(context, { trustProxy })) {
      context.header('Strict-Transport-Security', strictTransportSecurity);
    }
  };
}
