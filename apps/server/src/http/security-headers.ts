import type { MiddlewareHandler } from 'hono';
import {
  buildContentSecurityPolicy,
  buildDiagramFrameContentSecurityPolicy,
  buildSandboxContentSecurityPolicy,
  diagramFramePath,
  sandboxPathPrefix,
} from './content-security-policy.ts';

export interface SecurityHeadersOptions {
  contentSecurityPolicy?: string;
  /** The policy for paths under /sandbox/ (the artifact frame), relaxed for untrusted code. */
  sandboxContentSecurityPolicy?: string;
}

/**
 * Applied to every answer, static files and errors included. Documents under /sandbox/ and the
 * diagram frame get their own Content-Security-Policy: they only ever run inside an opaque-origin
 * sandboxed frame. The opener policy is
 * same-origin-allow-popups rather than same-origin: plugin OAuth runs in a popup that must post its
 * result back to window.opener after visiting the provider's (cross-origin) page.
 */
export function securityHeaders({
  contentSecurityPolicy = buildContentSecurityPolicy(),
  sandboxContentSecurityPolicy = buildSandboxContentSecurityPolicy(),
}: SecurityHeadersOptions = {}): MiddlewareHandler {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), geolocation=(), microphone=(self), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  const diagramFramePolicy = buildDiagramFrameContentSecurityPolicy();
  const policyOf = (requestPath: string): string => {
    if (requestPath.startsWith(sandboxPathPrefix)) return sandboxContentSecurityPolicy;
    if (requestPath === diagramFramePath) return diagramFramePolicy;
    return contentSecurityPolicy;
  };
  return async (context, next) => {
    await next();
    context.header('Content-Security-Policy', policyOf(context.req.path));
    for (const [name, value] of Object.entries(headers)) context.header(name, value);
  };
}
