/** Why an extension URL was refused (spec §5: empty, duplicate; plus one we add: not a script address). */
export type ExtensionURLProblem = 'empty' | 'invalid' | 'duplicate';

export type ExtensionURLCheck = { ok: true; url: string } | { ok: false; problem: ExtensionURLProblem };

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1';
}

/**
 * Checks a typed script URL against the list. Only https (or http on loopback, for local
 * development) is accepted: the page is served over https, and the server lets into its CSP only
 * origins of that shape (apps/server content-security-policy.ts).
 */
export function checkExtensionURL(input: string, listed: readonly string[]): ExtensionURLCheck {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return { ok: false, problem: 'invalid' };
  }
  const allowedScheme =
    parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLoopback(parsed.hostname));
  if (!allowedScheme || parsed.username !== '' || parsed.password !== '' || parsed.hostname.startsWith('[')) {
    return { ok: false, problem: 'invalid' };
  }
  const url = parsed.href;
  if (listed.includes(url) || listed.includes(trimmed)) return { ok: false, problem: 'duplicate' };
  return { ok: true, url };
}

/** The origins a list of script URLs needs in `script-src`, each once, in list order. */
export function extensionOrigins(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).origin))];
}
