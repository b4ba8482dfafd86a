/** Spec §5: a value starting with `sk-` is a provider's API key pasted in the wrong field. */
export function looksLikeAPIKey(value: string): boolean {
  return value.trim().startsWith('sk-');
}

/** Spec §5: Activate is disabled when the field is empty or holds an API key. */
export function mayActivate(value: string): boolean {
  return value.trim() !== '' && !looksLikeAPIKey(value);
}

/** Spec §4: a stored key is shown masked but for its last 4 characters. */
export function maskLicenceKey(key: string): string {
  const last4 = key.slice(-4);
  return `${'•'.repeat(Math.max(4, Math.min(key.length - 4, 24)))}${last4}`;
}
