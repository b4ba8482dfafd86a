/** `{ status?, message? }` of an error body: `{ error: {...} }`, or the same under the first element of an array. */
export interface ProviderErrorFields {
  status?: string;
  message?: string;
}

export function readProviderError(body: unknown): ProviderErrorFields | undefined {
  const container: unknown = Array.isArray(body) ? (body as unknown[])[0] : body;
  if (!isRecord(container) || !isRecord(container.error)) return undefined;
  const { status, message } = container.error;
  const fields: ProviderErrorFields = {};
  if (typeof status === 'string') fields.status = status;
  if (typeof message === 'string' && message.trim()) fields.message = message.trim();
  return fields;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
