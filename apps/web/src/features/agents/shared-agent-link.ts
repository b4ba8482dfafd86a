/** The spec's two query parameters that open the shared agent popup. */
export const sharedAgentParameters = ['import_character', 'character'] as const;

/** The id a share link carries, if the address is one. Kept free of imports: the shell calls it at start. */
export function sharedAgentIDFromUrl(search: string): string | undefined {
  const parameters = new URLSearchParams(search);
  for (const name of sharedAgentParameters) {
    const value = parameters.get(name)?.trim();
    if (value) return value;
  }
  return undefined;
}
