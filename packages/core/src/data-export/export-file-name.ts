import { exportTimestamp, fileNameSuffix } from '../chat-export/index.ts';

/**
 * The full export's name (spec §9): `20260131_140502_Confab_export.json`, and
 * `20260131_140502_Confab_export_1.json`, `_2`… when the export was split. The time is the person's
 * local time, as in the chat-only export's name.
 */
export function exportFileName(epochMilliseconds: number, brandSuffix: string, part?: number): string {
  const suffix = fileNameSuffix(brandSuffix);
  const partSuffix = part === undefined ? '' : `_${part}`;
  return `${exportTimestamp(epochMilliseconds)}${suffix === '' ? '' : `_${suffix}`}_export${partSuffix}.json`;
}
