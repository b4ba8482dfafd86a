import type { Context } from 'hono';
import * as z from 'zod/mini';
import { HttpError } from './http-error.ts';

function isJsonMediaType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

function describeFirstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined;
  return field === undefined
    ? 'The request body does not have the expected shape.'
    : `The request body has a missing or invalid field: ${field}.`;
}

/**
 * Reads and validates a JSON request body, or throws HttpError: 415 when it is not declared as JSON
 * (a cross-site HTML form cannot send application/json without a preflight), 400 when it is not
 * valid JSON or fails the schema. Takes classic and mini schemas alike (the shared core schemas are
 * mini), so it validates through the standalone `safeParse` rather than a method.
 * The size limit is enforced before this by the body-limit middleware.
 */
export async function readJsonBody<Schema extends z.core.$ZodType>(
  context: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  if (!isJsonMediaType(context.req.header('content-type'))) {
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).');
  }
  let body: unknown;
  try {
    body = JSON.parse(await context.req.text());
  } catch (error) {
    throw new HttpError(400, 'The request body is not valid JSON.', { cause: error });
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) throw new HttpError(400, describeFirstIssue(parsed.error), { cause: parsed.error });
  return parsed.data;
}
