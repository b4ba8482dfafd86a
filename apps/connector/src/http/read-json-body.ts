import type { IncomingMessage } from 'node:http';
import * as z from 'zod/mini';
import { HttpError } from './http-error.ts';

/** Server configs and tool arguments are small; a megabyte leaves room for a file a tool writes. */
export const bodyLimitBytes = 1024 * 1024;

function isJsonMediaType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

async function readText(request: IncomingMessage): Promise<string> {
  const declaredLength = Number(request.headers['content-length'] ?? 0);
  if (declaredLength > bodyLimitBytes) throw new HttpError(413, 'Request body too large');
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > bodyLimitBytes) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function describeFirstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
  return field === undefined ? 'Invalid request body' : `Invalid request body: ${field}`;
}

/**
 * Reads and validates a JSON body: 415 unless declared as JSON (a cross-site form cannot send that
 * without a preflight), 413 over the limit, 400 when it is not JSON or fails the schema.
 */
export async function readJsonBody<Schema extends z.core.$ZodType>(
  request: IncomingMessage,
  schema: Schema,
): Promise<z.output<Schema>> {
  if (!isJsonMediaType(request.headers['content-type'])) {
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json)');
  }
  let body: unknown;
  try {
    body = JSON.parse(await readText(request));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'Request body is not valid JSON');
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw new HttpError(400, describeFirstIssue(parsed.error));
  return parsed.data;
}
