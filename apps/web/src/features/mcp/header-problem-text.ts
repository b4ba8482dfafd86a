import type { IntlShape, MessageDescriptor } from 'react-intl';
import { mcpMessages } from './mcp-messages.ts';
import { remoteHeaderLimits, type HeaderLinesResult } from './remote-server-headers.ts';

/** What is wrong with the typed headers, in the person's language; undefined when nothing is. */
export function headerProblemText(intl: IntlShape, result: HeaderLinesResult): string | undefined {
  if (result.ok) return undefined;
  switch (result.problem) {
    case 'malformed':
      return intl.formatMessage(mcpMessages.headersMalformed as MessageDescriptor, { line: result.line });
    case 'reserved':
      return intl.formatMessage(mcpMessages.headersReserved as MessageDescriptor, { line: result.line });
    case 'too-many':
      return intl.formatMessage(mcpMessages.headersTooMany as MessageDescriptor, {
        count: remoteHeaderLimits.count,
      });
    case 'too-long':
      return intl.formatMessage(mcpMessages.headersTooLong as MessageDescriptor, {
        length: remoteHeaderLimits.valueLength,
      });
  }
}
