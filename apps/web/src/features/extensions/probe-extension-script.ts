/**
 * Whether a script address answers before the person is asked to trust it (spec §4: adding goes
 * idle → loading → success or failure). The page's CSP lets a script run only after the reload, so
 * this fetches instead: with CORS a 404 is seen; a host without CORS still proves it answers.
 */
export async function probeExtensionScript(url: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  const init: RequestInit = { credentials: 'omit', cache: 'no-store', redirect: 'follow' };
  try {
    const response = await fetcher(url, { ...init, mode: 'cors' });
    return response.ok;
  } catch {
    try {
      await fetcher(url, { ...init, mode: 'no-cors' });
      return true;
    } catch {
      return false;
    }
  }
}
