import type { IntlShape } from 'react-intl';

/** A file size in kilobytes (1 kB = 1,000 bytes, the unit of the spec's 100KB limit). */
export function formatSize(intl: IntlShape, bytes: number): string {
  return intl.formatNumber(bytes / 1000, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
}
