import { isAttributionParameter } from './entry-link-parameters.ts';

/** sessionStorage: where the visitor came from is kept for this tab only, never stored or synced. */
const attributionKey = 'confab.attribution';

/** Longest value kept per parameter; a referral code or campaign name is short. */
const valueLimit = 200;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked by the browser's privacy settings: nothing is kept.
    return null;
  }
}

/** Remembers `ref` and `utm_*` from the launch address; a later link's values replace earlier ones. */
export function keepAttribution(parameters: URLSearchParams): void {
  const found = new Map<string, string>();
  for (const [name, value] of parameters) {
    if (isAttributionParameter(name) && value.trim() !== '')
      found.set(name, value.trim().slice(0, valueLimit));
  }
  if (found.size === 0) return;
  const merged = new Map([...readAttribution(), ...found]);
  storage()?.setItem(attributionKey, JSON.stringify([...merged]));
}

/** The `ref` and `utm_*` values this tab was opened with, for the purchase event (spec §7). */
export function readAttribution(): Map<string, string> {
  const stored = storage()?.getItem(attributionKey);
  if (!stored) return new Map();
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return new Map();
    const entries = parsed.filter(
      (entry): entry is [string, string] =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'string' &&
        isAttributionParameter(entry[0]),
    );
    return new Map(entries);
  } catch {
    return new Map();
  }
}
