/**
 * The MCP server answered 401 and the SDK's OAuth flow has prepared a sign-in (the address is in the
 * server's OAuth record): the person must grant access before its tools can be read.
 */
export class McpSignInRequired extends Error {
  constructor(readonly serverURL: string) {
    super(`Sign-in required for ${serverURL}`);
    this.name = 'McpSignInRequired';
  }
}
