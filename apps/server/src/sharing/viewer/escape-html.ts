const replacements = new Map([
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ["'", '&#39;'],
]);

/** Text and attribute values of the share pages: nothing a person wrote is ever markup. */
export function escapeHTML(text: string): string {
  return text.replace(/[&<>"']/g, (character) => replacements.get(character) ?? character);
}
