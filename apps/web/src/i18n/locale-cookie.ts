/** The spec's locale cookie: kept for 30 days. */
export const localeCookieName = 'locale';
const thirtyDaysInSeconds = 30 * 24 * 60 * 60;

export function readLocaleCookie(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...valueParts] = part.trim().split('=');
    if (name === localeCookieName) return decodeURIComponent(valueParts.join('='));
  }
  return undefined;
}

export function formatLocaleCookie(locale: string): string {
  return `${localeCookieName}=${encodeURIComponent(locale)}; Max-Age=${thirtyDaysInSeconds}; Path=/; SameSite=Lax`;
}
