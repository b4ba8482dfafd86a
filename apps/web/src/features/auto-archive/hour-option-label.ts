import type { IntlShape } from 'react-intl';

/** "24 hours", "2 days", "1 week", … for the spec's hour options. */
export function hourOptionLabel(intl: IntlShape, hours: number): string {
  if (hours % 168 === 0 && hours < 720) {
    return intl.formatMessage(
      { id: 'settings.archive.weeks', defaultMessage: '{count, plural, one {# week} other {# weeks}}' },
      { count: hours / 168 },
    );
  }
  if (hours % 24 === 0 && hours > 24) {
    return intl.formatMessage(
      { id: 'settings.archive.days', defaultMessage: '{count, plural, one {# day} other {# days}}' },
      { count: hours / 24 },
    );
  }
  return intl.formatMessage(
    { id: 'settings.archive.hours', defaultMessage: '{count, plural, one {# hour} other {# hours}}' },
    { count: hours },
  );
}
