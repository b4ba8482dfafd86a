/** The failures of the OAuth callback, one per message of spec §8. */
export type PluginOAuthFailure =
  'invalid-state' | 'plugin-not-found' | 'invalid-content-type' | 'token-request-failed' | 'no-access-token';

/** The spec's wording (§8), kept as the error's message for logs of tests; the UI translates `failure`. */
function englishMessage(failure: PluginOAuthFailure, pluginUUID: string): string {
  switch (failure) {
    case 'invalid-state':
      return 'Invalid state';
    case 'plugin-not-found':
      return `Plugin not found: ${pluginUUID}`;
    case 'invalid-content-type':
      return 'Invalid connection contentType';
    case 'token-request-failed':
      return 'Unable to get access token';
    case 'no-access-token':
      return 'No access token';
  }
}

export class PluginOAuthError extends Error {
  readonly failure: PluginOAuthFailure;
  /** The plugin uuid named by "Plugin not found: {uuid}"; empty for the other failures. */
  readonly pluginUUID: string;
  /** True when the token endpoint answered with a refusal (4xx), not when it could not be reached. */
  readonly refused: boolean;

  constructor(
    failure: PluginOAuthFailure,
    { pluginUUID = '', refused = false }: { pluginUUID?: string; refused?: boolean } = {},
  ) {
    super(englishMessage(failure, pluginUUID));
    this.name = 'PluginOAuthError';
    this.failure = failure;
    this.pluginUUID = pluginUUID;
    this.refused = refused;
  }
}
