/** The cookie that keeps the cloud token between visits (spec: 180 days, same-site none, secure). */
export const tokenCookieName = 'confab_cloud_token';

export const tokenCookieMaxAgeSeconds = 180 * 24 * 60 * 60;

/** The part of `document` the cookie needs, so tests can pass their own jar. */
export interface CookieJar {
  cookie: string;
}

export function readTokenCookie(jar: CookieJar = document): string | undefined {
  for (const pair of jar.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== tokenCookieName) continue;
    const value = decodeURIComponent(pair.slice(separator + 1).trim());
    return value === '' ? undefined : value;
  }
  return undefined;
}

/**
 * Secure cookies are accepted from https pages and from http://localhost and http://127.0.0.1
 * (Chromium treats loopback as secure); see docs/accounts.md.
 */
export function writeTokenCookie(token: string, jar: CookieJar = document): void {
  jar.cookie = `${tokenCookieName}=${encodeURIComponent(token)}; Max-Age=${String(tokenCookieMaxAgeSeconds)}; Path=/; SameSite=None; Secure`;
}

export function clearTokenCookie(jar: CookieJar = document): void {
  jar.cookie = `${tokenCookieName}=; Max-Age=0; Path=/; SameSite=None; Secure`;
}
