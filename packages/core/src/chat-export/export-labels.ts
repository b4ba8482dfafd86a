import { revealBidiControls } from '../text/index.ts';

/**
 * The words a share format puts around the chat's own text. Core knows no language: the web app
 * passes its translated labels; these English ones are the default for callers without a locale.
 */
export interface ChatExportLabels {
  system: string;
  user: string;
  assistant: string;
  contextCleared: string;
  attachment: string;
  /** The title of a chat that has none. */
  untitled: string;
}

export const englishExportLabels: ChatExportLabels = {
  system: 'System',
  user: 'User',
  assistant: 'Assistant',
  contextCleared: 'Context cleared',
  attachment: 'Attachment',
  untitled: 'New Chat',
};

export interface ChatExportOptions {
  labels?: ChatExportLabels;
  /** How the chat's date reads in HTML and Markdown; the default is UTC, `2026-01-31 14:05 UTC`. */
  formatDate?: (epochMilliseconds: number) => string;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

export function formatExportDateUTC(epochMilliseconds: number): string {
  const date = new Date(epochMilliseconds);
  const day = `${String(date.getUTCFullYear())}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
  return `${day} ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}

/** The chat's date as an export shows it, in machine form (ISO 8601) and in words. */
export interface ExportDate {
  iso: string;
  text: string;
}

/**
 * The chat's date, or null when it cannot be written: a stored time past what a Date can hold
 * (year 275760; synced and imported records are only checked to be whole numbers) makes
 * `toISOString` and `Intl.DateTimeFormat` throw, and a chat must still export without its date.
 */
export function exportDate(
  epochMilliseconds: number,
  formatDate: (epochMilliseconds: number) => string = formatExportDateUTC,
): ExportDate | null {
  const date = new Date(epochMilliseconds);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return { iso: date.toISOString(), text: formatDate(epochMilliseconds) };
  } catch {
    return null;
  }
}

/** The chat's title as exports show it: "New Chat" (in the caller's words) when it has none. */
export function exportTitle(chatTitle: string, labels: ChatExportLabels): string {
  // Every format and the print view (its heading and document title) read the title here.
  const title = revealBidiControls(chatTitle.replace(/\s+/g, ' ').trim());
  return title === '' ? labels.untitled : title;
}
