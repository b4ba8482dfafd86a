/** Where a connector on this computer listens (spec §9): localhost on 50880 and 50881, http and https. */
export const localConnectorURLs = [
  'http://localhost:50880',
  'http://localhost:50881',
  'https://localhost:50880',
  'https://localhost:50881',
] as const;

export const localPollIntervalMilliseconds = 3000;

/** Spec §9's random delay before the first check: 0.5 to 2 s locally, 2 to 5 s for a remote one. */
export function preCheckDelayMilliseconds(
  mode: 'local' | 'remote',
  random: () => number = Math.random,
): number {
  return mode === 'local' ? 500 + random() * 1500 : 2000 + random() * 3000;
}

/** A token for a new local connector: 24 random bytes as hex. */
export function generateConnectorToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function connectorCommand(token: string, origin: string): string {
  return `npx confab-connector ${token} --origin ${origin}`;
}
