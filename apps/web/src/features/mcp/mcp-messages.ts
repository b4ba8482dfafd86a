import { defineMessages } from 'react-intl';

/** UI text of Settings → MCP connectors; the error texts are spec §8's, verbatim. */
export const mcpMessages = defineMessages({
  title: { id: 'mcp.settings.title', defaultMessage: 'MCP connectors' },
  tokenLocked: {
    id: 'mcp.settings.tokenLocked',
    defaultMessage:
      "The connector's token is locked with your keys' password. Unlock your keys to use the connector in this tab.",
  },
  intro: {
    id: 'mcp.settings.intro',
    defaultMessage:
      'The MCP connector runs MCP servers on your computer (or a server you host) and lets chats use their tools.',
  },
  modeLegend: { id: 'mcp.settings.modeLegend', defaultMessage: 'Where the connector runs' },
  modeLocal: { id: 'mcp.settings.modeLocal', defaultMessage: 'On this computer' },
  modeRemote: { id: 'mcp.settings.modeRemote', defaultMessage: 'On a remote server' },
  next: { id: 'mcp.settings.next', defaultMessage: 'Next' },
  back: { id: 'mcp.settings.back', defaultMessage: 'Back' },
  localStep: {
    id: 'mcp.settings.localStep',
    defaultMessage:
      'Run this command in a terminal on this computer (Node.js 20 or later), and keep it running:',
  },
  command: { id: 'mcp.settings.command', defaultMessage: 'Connector command' },
  copy: { id: 'mcp.settings.copy', defaultMessage: 'Copy command' },
  copied: { id: 'mcp.settings.copied', defaultMessage: 'Copied' },
  waiting: { id: 'mcp.settings.waiting', defaultMessage: 'Waiting for the connector…' },
  connected: { id: 'mcp.settings.connected', defaultMessage: 'Connected to {url}' },
  notAnswering: {
    id: 'mcp.settings.notAnswering',
    defaultMessage: 'The connector at {url} does not answer.',
  },
  checking: { id: 'mcp.settings.checking', defaultMessage: 'Checking the connector…' },
  remoteURL: { id: 'mcp.settings.remoteURL', defaultMessage: 'Connector URL' },
  remoteToken: { id: 'mcp.settings.remoteToken', defaultMessage: 'Connector token' },
  connect: { id: 'mcp.settings.connect', defaultMessage: 'Connect' },
  remove: { id: 'mcp.settings.remove', defaultMessage: 'Remove connector' },
  removeTitle: { id: 'mcp.settings.removeTitle', defaultMessage: 'Remove the MCP connector?' },
  removeBody: {
    id: 'mcp.settings.removeBody',
    defaultMessage:
      'The app forgets the connector and its token. Running MCP servers keep running until you stop the connector.',
  },
  cancel: { id: 'mcp.settings.cancel', defaultMessage: 'Cancel' },
  jsonLabel: { id: 'mcp.settings.jsonLabel', defaultMessage: 'MCP servers JSON' },
  jsonHint: {
    id: 'mcp.settings.jsonHint',
    defaultMessage:
      'The mcpServers format of Claude Desktop: each server by name, with command and args, or url.',
  },
  edit: { id: 'mcp.settings.edit', defaultMessage: 'Edit' },
  save: { id: 'mcp.settings.save', defaultMessage: 'Save and start servers' },
  saving: { id: 'mcp.settings.saving', defaultMessage: 'Starting servers…' },
  noServers: { id: 'mcp.settings.noServers', defaultMessage: 'No MCP servers are running.' },
  runningServers: { id: 'mcp.settings.runningServers', defaultMessage: 'Running MCP servers' },
  serverTools: {
    id: 'mcp.settings.serverTools',
    defaultMessage: '{count, plural, one {# tool} other {# tools}}',
  },
  serverFailed: { id: 'mcp.settings.serverFailed', defaultMessage: '{id}: {error}' },
  statusError: {
    id: 'mcp.error.status',
    defaultMessage: 'Server returned status: {code} - {body}',
  },
  connectionFailed: { id: 'mcp.error.connection', defaultMessage: 'Connection failed: {message}' },
  unableToConnect: {
    id: 'mcp.error.unableToConnect',
    defaultMessage: 'Unable to connect to MCP servers: {message}',
  },
  invalidJSON: { id: 'mcp.error.invalidJSON', defaultMessage: 'Invalid JSON format: {message}' },
  urlRequired: { id: 'mcp.error.urlRequired', defaultMessage: 'Please enter a server URL' },
  invalidURL: { id: 'mcp.error.invalidURL', defaultMessage: 'Invalid URL format' },
  remoteServers: { id: 'mcp.remote.title', defaultMessage: 'Remote MCP servers' },
  remoteServersHint: {
    id: 'mcp.remote.hint',
    defaultMessage:
      'An MCP server on the web, called from this page without the connector. It must allow this site (CORS); otherwise add it to the JSON above as a url entry.',
  },
  serverName: { id: 'mcp.remote.name', defaultMessage: 'Server name' },
  serverURL: { id: 'mcp.remote.url', defaultMessage: 'Server URL' },
  nameRequired: { id: 'mcp.remote.nameRequired', defaultMessage: 'Please enter a server name' },
  headers: { id: 'mcp.remote.headers', defaultMessage: 'Request headers (optional)' },
  headersHint: {
    id: 'mcp.remote.headersHint',
    defaultMessage:
      'One per line, as Name: value, sent with every request to this server (an API key header, for example). Kept like an API key.',
  },
  headersMalformed: {
    id: 'mcp.remote.headersMalformed',
    defaultMessage: 'Line {line} is not a header of the form Name: value.',
  },
  headersReserved: {
    id: 'mcp.remote.headersReserved',
    defaultMessage: 'Line {line} names a header the browser or MCP sets itself.',
  },
  headersTooMany: { id: 'mcp.remote.headersTooMany', defaultMessage: 'At most {count} headers.' },
  headersTooLong: {
    id: 'mcp.remote.headersTooLong',
    defaultMessage: 'A header value may be at most {length} characters long.',
  },
  headersLocked: {
    id: 'mcp.remote.headersLocked',
    defaultMessage: 'Request headers are locked with your keys’ password. Unlock your keys to add headers.',
  },
  headerCount: {
    id: 'mcp.remote.headerCount',
    defaultMessage: '{count, plural, one {# request header} other {# request headers}}',
  },
  addServer: { id: 'mcp.remote.add', defaultMessage: 'Add server' },
  removeShort: { id: 'mcp.remote.remove', defaultMessage: 'Remove' },
  removeServer: { id: 'mcp.remote.removeServer', defaultMessage: 'Remove {name}' },
  toolsHeading: { id: 'mcp.panel.tools', defaultMessage: 'Tools' },
  toolSchema: { id: 'mcp.panel.schema', defaultMessage: 'Input schema' },
  panelNotConnected: {
    id: 'mcp.panel.notConnected',
    defaultMessage: 'Set up the MCP connector in Settings → MCP connectors to see this server’s tools.',
  },
});
