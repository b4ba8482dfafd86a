import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { storagePlanBytes } from '@confab/core/protocol';
import { formatByteSize } from './format-byte-size.ts';

const intl = createIntl({ locale: 'en', messages: {} });

describe('formatByteSize', () => {
  it('shows a storage plan in the unit it is sold in', () => {
    expect(formatByteSize(intl, storagePlanBytes['5GB_YEARLY'])).toBe('5 GB');
    expect(formatByteSize(intl, storagePlanBytes.MONTHLY)).toBe('1 GB');
  });

  it('uses decimal units from kilobytes up', () => {
    expect(formatByteSize(intl, 0)).toBe('0 kB');
    expect(formatByteSize(intl, 100_000)).toBe('100 kB');
    expect(formatByteSize(intl, 12_345)).toBe('12.35 kB');
    expect(formatByteSize(intl, 5_000_000)).toBe('5 MB');
    expect(formatByteSize(intl, 5_005_000_000)).toBe('5.01 GB');
    expect(formatByteSize(intl, 2.5e12)).toBe('2.5 TB');
  });
});

describe('byte sizes in the app', () => {
  it('are formatted by formatByteSize alone', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const roots = ['apps/web/src', 'packages/ui/src'].map((root) =>
      path.resolve(import.meta.dirname, '../../../..', root),
    );
    const offenders: string[] = [];
    for (const root of roots) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        if (file.endsWith('format-byte-size.ts')) continue;
        // Intl's byte units: whoever formats a size with them is writing a second formatter.
        if (/['"](byte|kilobyte|megabyte|gigabyte|terabyte)['"]/.test(await readFile(file, 'utf8'))) {
          offenders.push(path.relative(root, file));
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
