// Reads the text out of a prompt of any of the three styles, without validating it: the mock must
// answer whatever the client sends, and the tests then inspect the recorded body themselves.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every string found under a `text` key, or as a string `content` / `system`, in document order. */
export function collectText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => collectText(item));
  if (!isRecord(value)) return [];
  const texts: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    if (key === 'text' && typeof field === 'string') texts.push(field);
    else if (['content', 'system', 'messages', 'contents', 'parts', 'systemInstruction'].includes(key)) {
      texts.push(...collectText(field));
    }
  }
  return texts;
}

/** The text of the last user turn in `messages` (OpenAI, Anthropic) or `contents` (Gemini). */
export function lastUserText(turns: unknown): string {
  if (!Array.isArray(turns)) return '';
  const userTurns = turns.filter(
    (turn): turn is Record<string, unknown> =>
      isRecord(turn) && (turn.role === 'user' || turn.role === undefined),
  );
  const last = userTurns.at(-1);
  if (!last) return '';
  return collectText(last.content ?? last.parts).join(' ');
}
