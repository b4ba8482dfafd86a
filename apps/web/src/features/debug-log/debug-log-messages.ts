import { defineMessages, type MessageDescriptor } from 'react-intl';

const definitions = defineMessages({
  open: { id: 'debugLog.open', defaultMessage: 'Debug log' },
  title: { id: 'debugLog.title', defaultMessage: 'Debug log' },
  entries: { id: 'debugLog.entries', defaultMessage: 'Log entries' },
  empty: { id: 'debugLog.empty', defaultMessage: 'Nothing has been logged yet.' },
  copy: { id: 'debugLog.copy', defaultMessage: 'Copy' },
  copied: { id: 'debugLog.copied', defaultMessage: 'Copied' },
  clear: { id: 'debugLog.clear', defaultMessage: 'Clear' },
  close: { id: 'debugLog.close', defaultMessage: 'Close' },
  turnOff: { id: 'debugLog.turnOff', defaultMessage: 'Turn off debug log' },
  count: {
    id: 'debugLog.count',
    defaultMessage: '{count, plural, one {# entry} other {# entries}} (the last {capacity} are kept)',
  },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
export const debugLogMessages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;
