/**
 * Log redaction. Logs leave the process (files, log shippers), so anything that could be a
 * credential is removed before a line is written: by field name, and by value shape for secrets that
 * hide inside free text such as an error message.
 */

export const redactedMarker = '[redacted]';

/** Words that make a field sensitive wherever they appear in its name (apiKey, access_token...). */
const sensitiveWords = new Set([
  'key',
  'keys',
  'token',
  'tokens',
  'authorization',
  'password',
  'passphrase',
  'secret',
  'secrets',
  'cookie',
  'cookies',
  'code',
  'credential',
  'credentials',
]);

/**
 * Secret shapes found inside free text: OpenAI-style and Anthropic keys, Google keys, auth headers,
 * and the password of a connection string such as DATABASE_URL.
 */
const secretValuePatterns: readonly { pattern: RegExp; replacement: string }[] = [
  { pattern: /\bsk-[A-Za-z0-9_-]{6,}/g, replacement: `sk-${redactedMarker}` },
  { pattern: /\bAIza[A-Za-z0-9_-]{20,}/g, replacement: redactedMarker },
  { pattern: /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, replacement: `$1 ${redactedMarker}` },
  { pattern: /(\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]*:)[^@\s/]+@/gi, replacement: `$1${redactedMarker}@` },
];

/** Splits camelCase, snake_case, kebab-case and dotted names into lower-case words. */
function wordsOfName(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

export function isSensitiveFieldName(name: string): boolean {
  const lower = name.toLowerCase();
  if (lower === 'apikey' || lower === 'xapikey') return true;
  return wordsOfName(name).some((word) => sensitiveWords.has(word));
}

export function redactText(text: string): string {
  return secretValuePatterns.reduce(
    (current, { pattern, replacement }) => current.replace(pattern, replacement),
    text,
  );
}

function redactError(error: Error, seen: WeakSet<object>): Record<string, unknown> {
  return {
    name: error.name,
    message: redactText(error.message),
    ...(error.stack === undefined ? {} : { stack: redactText(error.stack) }),
    ...(error.cause === undefined ? {} : { cause: redactValue(error.cause, seen) }),
  };
}

function redactValue(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  if (value instanceof Error) return redactError(value, seen);
  if (Array.isArray(value)) return value.map((item: unknown) => redactValue(item, seen));
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [
      name,
      isSensitiveFieldName(name) ? redactedMarker : redactValue(item, seen),
    ]),
  );
}

/** Returns a copy of `value` that is safe to log. */
export function redact(value: unknown): unknown {
  return redactValue(value, new WeakSet());
}
