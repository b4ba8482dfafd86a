import { lookupOwn } from '../entities/index.ts';

const replacements: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Makes text safe in HTML element content and in quoted attribute values. */
export function escapeHTML(text: string): string {
  return text.replace(/[&<>"']/g, (character) => lookupOwn(replacements, character) ?? character);
}
