import { useIntl, type MessageDescriptor } from 'react-intl';
import type { McpTool } from './connector-schemas.ts';
import { mcpMessages } from './mcp-messages.ts';

/** The servers the connector runs now, each with its number of tools. */
export function RunningServers({ servers }: { servers: ReadonlyMap<string, McpTool[]> }) {
  const intl = useIntl();
  if (servers.size === 0) return <p>{intl.formatMessage(mcpMessages.noServers)}</p>;
  return (
    <ul className="mcp-servers" aria-label={intl.formatMessage(mcpMessages.runningServers)}>
      {[...servers].map(([id, tools]) => (
        <li key={id}>
          <strong>{id}</strong>{' '}
          {intl.formatMessage(mcpMessages.serverTools as MessageDescriptor, { count: tools.length })}
        </li>
      ))}
    </ul>
  );
}
