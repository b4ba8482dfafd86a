/** Shows JSON text indented when it parses, else exactly as stored (a model may send broken JSON). */
export function formatToolText(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? JSON.stringify(parsed, null, 2) : text;
  } catch {
    return text;
  }
}
