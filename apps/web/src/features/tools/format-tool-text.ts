/** Shows JSON text indented when it parses, else exactly as stored (a model may send broken JSON). */
export function formatToolText(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? JSON.stringify(parsed, null, 2) : text;
  } catch {
    return text;
  }
}

const previewLength = 80;

/**
 * A one-line glimpse of the arguments for the collapsed step: a single argument's value alone
 * ("6 * 7"), otherwise the compact JSON, cut to a short line.
 */
export function argumentsPreview(text: string): string {
  let preview = text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      const values: unknown[] = Object.values(parsed);
      const [only] = values;
      preview = values.length === 1 && typeof only === 'string' ? only : JSON.stringify(parsed);
      if (values.length === 0) preview = '';
    }
  } catch {
    // Broken JSON is previewed as sent.
  }
  const oneLine = preview.replace(/\s+/g, ' ').trim();
  return oneLine.length > previewLength ? `${oneLine.slice(0, previewLength - 1)}…` : oneLine;
}
