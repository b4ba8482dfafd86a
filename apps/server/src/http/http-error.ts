import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The only text a person sees when something fails that they cannot fix. */
export const genericUserMessage = 'Something went wrong. Please try again.';

/**
 * An expected failure with the words the UI shows. The error handler answers it as
 * `{ userMessage }` with its status; every other error becomes a logged 500 with the generic message.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  /** Extra answer headers, e.g. Retry-After on a 429. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly userMessage: string,
    options?: { cause?: unknown; headers?: Record<string, string> },
  ) {
    super(userMessage, options);
    this.headers = options?.headers ?? {};
  }
}
