/** Share output files (spec §9). */
export function fineTuneFileName(chatID: string): string {
  return `messages-${chatID}.json`;
}

export function htmlFileName(chatID: string): string {
  return `chat-${chatID}.html`;
}

export function markdownFileName(chatID: string): string {
  return `chat-${chatID}.md`;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The export timestamp `yyyyMMdd_HHmmss` in the person's local time, as the full export uses. */
export function exportTimestamp(epochMilliseconds: number): string {
  const date = new Date(epochMilliseconds);
  const day = `${String(date.getFullYear())}${twoDigits(date.getMonth() + 1)}${twoDigits(date.getDate())}`;
  const time = `${twoDigits(date.getHours())}${twoDigits(date.getMinutes())}${twoDigits(date.getSeconds())}`;
  return `${day}_${time}`;
}

/** A brand or subdomain as a file-name part: letters, digits, dots and dashes only. */
export function fileNameSuffix(brandSuffix: string): string {
  return brandSuffix
    .trim()
    .replace(/[^\p{L}\p{N}.-]+/gu, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
}

/** Chat-only export (spec §9): `20260131_140502_Confab_chats.json`; no suffix gives `20260131_140502_chats.json`. */
export function chatsExportFileName(epochMilliseconds: number, brandSuffix: string): string {
  const suffix = fileNameSuffix(brandSuffix);
  return `${exportTimestamp(epochMilliseconds)}${suffix === '' ? '' : `_${suffix}`}_chats.json`;
}
