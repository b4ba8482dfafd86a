import type { IntlShape, MessageDescriptor } from 'react-intl';
import { ConnectorError } from './connector-error.ts';
import { mcpMessages } from './mcp-messages.ts';

/** A failed ping as spec §8 words it: the status and body excerpt, or "Connection failed: …". */
export function connectorErrorText(intl: IntlShape, error: unknown): string {
  if (error instanceof ConnectorError && error.failure === 'status') {
    return intl.formatMessage(mcpMessages.statusError as MessageDescriptor, {
      code: error.status,
      body: error.bodyExcerpt,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return intl.formatMessage(mcpMessages.connectionFailed as MessageDescriptor, { message });
}
