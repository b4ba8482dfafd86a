import type { IntlShape } from 'react-intl';

/**
 * Decimal units everywhere (1 kB = 1,000 bytes, 1 GB = 10^9 bytes): the spec states its limits and
 * plans that way (project files "100KB" = 100,000 bytes; storage plans of 1 and 5 GB), so a 5 GB
 * plan reads "5 GB". Mixing in binary units showed a 5 GB plan as "5.37 GB".
 */
const decimalUnits = [
  { bytes: 1e12, unit: 'terabyte' },
  { bytes: 1e9, unit: 'gigabyte' },
  { bytes: 1e6, unit: 'megabyte' },
] as const;

/** A byte count in the largest decimal unit it reaches, kilobytes at least, two decimals at most. */
export function formatByteSize(intl: IntlShape, bytes: number): string {
  const { bytes: divisor, unit } = decimalUnits.find((candidate) => bytes >= candidate.bytes) ?? {
    bytes: 1e3,
    unit: 'kilobyte',
  };
  return intl.formatNumber(bytes / divisor, { style: 'unit', unit, maximumFractionDigits: 2 });
}
