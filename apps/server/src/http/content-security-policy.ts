import { lookupOwn } from '@confab/core/entities';

/**
 * The Content-Security-Policy, kept as data so a later feature can add a source to one directive
 * without restating the rest (e.g. `buildContentSecurityPolicy({ 'script-src': ["'wasm-unsafe-eval'"] })`).
 */
export type CspDirectives = Record<string, readonly string[]>;

/**
 * Fits a React SPA that calls AI providers straight from the browser: any https API, plus local model
 * servers (Ollama, LM Studio) and the e2e mock provider on http://localhost and http://127.0.0.1.
 * Inline styles are allowed because the renderers (KaTeX, Mermaid, highlighting) set style attributes.
 */
export const defaultCspDirectives: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*', 'ws:', 'wss:'],
  'frame-src': ["'self'", 'blob:', 'data:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** Paths whose documents run untrusted code inside `<iframe sandbox="allow-scripts">`. */
export const sandboxPathPrefix = '/sandbox/';

/**
 * The sandbox both frames give themselves, whoever embeds them: the same flags as the iframes'
 * `sandbox="allow-scripts"` attribute. A frame document opened directly, or framed by a page that
 * forgets the attribute, still runs with an opaque origin, no popups, no forms and no top navigation.
 */
export const frameSandbox = ['allow-scripts'] as const;

/**
 * For the artifact frame under /sandbox/. Its origin is opaque (the sandbox above), so it cannot read
 * the app's storage, cookies or DOM whatever it runs; that is what makes it safe to let an artifact
 * run inline scripts and eval, which the app's own policy must never allow. It reaches no network:
 * no fetch, no remote images, styles, fonts or scripts, only what the document carries inline or as
 * data:/blob: URLs, so a preview cannot report what it shows or who looks at it. 'self' serves only
 * the frame's bootstrap script. (Navigating the frame itself elsewhere is refused by the app's
 * frame-src.)
 */
export const sandboxCspDirectives: CspDirectives = {
  'default-src': ["'none'"],
  'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'", 'blob:', 'data:'],
  'style-src': ["'unsafe-inline'", 'blob:', 'data:'],
  'img-src': ['data:', 'blob:'],
  'font-src': ['data:', 'blob:'],
  'media-src': ['data:', 'blob:'],
  'connect-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'self'"],
  sandbox: frameSandbox,
};

/** The JavaScript plugin frame's document (`apps/web/public/sandbox/plugin.html`). */
export const pluginFramePath = '/sandbox/plugin.html';

/**
 * For the JavaScript plugin frame: the artifact frame's policy, plus two sources. Plugin code runs
 * in a worker the frame makes from a blob: URL. And it may call https APIs, as plugins written for
 * other apps do with the key the person put in the plugin's settings: the frame's origin is opaque,
 * so such a call carries none of Confab's cookies or storage, only what the app handed the plugin
 * (its arguments, its own settings, the message with `read_user_message`). Plain http stays refused.
 */
export const pluginFrameCspDirectives: CspDirectives = {
  ...sandboxCspDirectives,
  'connect-src': ['https:'],
  'worker-src': ['blob:'],
};

/** The diagram frame's document (a Vite entry of the web app, `mermaid/mermaid-frame-client.ts`). */
export const diagramFramePath = '/mermaid-frame.html';

/**
 * For the diagram frame: Mermaid runs there on a model's text, inside a sandbox with an opaque origin.
 * It needs only the app's own scripts (module scripts from /assets, fetched with CORS: see
 * webAppHeaders), styles and fonts. Images are data: only and nothing may be fetched, so a diagram
 * cannot load a remote picture by itself (Mermaid's image shapes, `A@{ img: "https://..." }`, would
 * otherwise make the reader's browser call that host).
 */
export const diagramFrameCspDirectives: CspDirectives = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ['data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'self'"],
  sandbox: frameSandbox,
};

/** The transform frame's document (a Vite entry of the web app, `http-plugins/handlebars-frame-main.ts`). */
export const transformFramePath = '/handlebars-frame.html';

/**
 * For the transform frame: Handlebars compiles an HTTP plugin's result template with `new Function`,
 * so this is the one document of ours that allows 'unsafe-eval'. It runs only inside an opaque-origin
 * sandbox, loads nothing but the app's own scripts, and may fetch nothing: a template can only turn
 * the data it is handed into text.
 */
export const transformFrameCspDirectives: CspDirectives = {
  'default-src': ["'none'"],
  'script-src': ["'self'", "'unsafe-eval'"],
  'connect-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'self'"],
  sandbox: frameSandbox,
};

export function renderPolicy(base: CspDirectives, additions: CspDirectives): string {
  const names = new Set([...Object.keys(base), ...Object.keys(additions)]);
  return [...names]
    .map((name) => {
      const sources = new Set([...(lookupOwn(base, name) ?? []), ...(lookupOwn(additions, name) ?? [])]);
      return [name, ...sources].join(' ');
    })
    .join('; ');
}

/** Adds sources to the defaults (duplicates dropped) and renders the header value. */
export function buildContentSecurityPolicy(additions: CspDirectives = {}): string {
  return renderPolicy(defaultCspDirectives, additions);
}

/** The policy of documents under /sandbox/, with optional additions. */
export function buildSandboxContentSecurityPolicy(additions: CspDirectives = {}): string {
  return renderPolicy(sandboxCspDirectives, additions);
}

/** The policy of the JavaScript plugin frame's document. */
export function buildPluginFrameContentSecurityPolicy(): string {
  return renderPolicy(pluginFrameCspDirectives, {});
}

/** The policy of the diagram frame's document. */
export function buildDiagramFrameContentSecurityPolicy(): string {
  return renderPolicy(diagramFrameCspDirectives, {});
}

/**
 * The cookie in which the web app lists the origins of the extension scripts the person confirmed
 * (Settings → Extensions). `__Host-`: only this host, over a secure context, can set it, so a sibling
 * subdomain cannot widen our policy. The web app writes the same name (features/extensions).
 */
export const extensionOriginsCookie = '__Host-confab-extension-origins';

/** More than any person adds; bounds the header we build from a cookie. */
export const maxExtensionOrigins = 20;

// Lower-case DNS labels (IDNs arrive as punycode from `new URL().origin`), an optional port, no path.
const httpsOriginPattern =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::(\d{1,5}))?$/;
// Plain http only on loopback: a local development server (and the e2e test server).
const loopbackOriginPattern = /^http:\/\/(?:localhost|127\.0\.0\.1)(?::(\d{1,5}))?$/;

/**
 * Whether a cookie entry is exactly one origin we may put into `script-src`. Anything else (a path,
 * a wildcard, a keyword such as 'unsafe-inline', a `;` that would start a new directive) is refused,
 * so the cookie can only ever add plain host sources.
 */
export function isExtensionScriptOrigin(text: string): boolean {
  if (text.length > 253 + 16) return false;
  const match = httpsOriginPattern.exec(text) ?? loopbackOriginPattern.exec(text);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The confirmed extension origins carried by a request's Cookie header, each strictly validated;
 * an entry that fails is dropped (never repaired), and the list is cut at `maxExtensionOrigins`.
 */
export function extensionScriptOrigins(cookieHeader: string | undefined): string[] {
  if (cookieHeader === undefined) return [];
  const raw = cookieValue(cookieHeader, extensionOriginsCookie);
  if (raw === undefined || raw.length > 4096) return [];
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return [];
  }
  const origins = new Set(decoded.split(' ').filter(isExtensionScriptOrigin));
  return [...origins].slice(0, maxExtensionOrigins);
}

/**
 * The app document's policy for one request: the default, plus the confirmed extension origins in
 * `script-src`. A page opened with `?safe_mode` gets none, so safe mode holds even if the app's own
 * check were skipped. Returns undefined when nothing is added (the caller keeps its policy).
 */
export function extensionPolicyFor(request: { url: string; cookie: string | undefined }): string | undefined {
  const origins = extensionScriptOrigins(request.cookie);
  if (origins.length === 0) return undefined;
  if (new URL(request.url).searchParams.has('safe_mode')) return undefined;
  return buildContentSecurityPolicy({ 'script-src': origins });
}
