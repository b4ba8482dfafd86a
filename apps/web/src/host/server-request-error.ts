/** Spec §8: shown when a call to the Confab server throws or answers without a usable userMessage. */
export const genericServerError = 'Something went wrong. Please try again.';

/** A failed call to the Confab server, with the text to show: its userMessage for 4xx/5xx answers. */
export class ServerRequestError extends Error {
  override readonly name = 'ServerRequestError';

  constructor(
    readonly userMessage: string,
    /** The HTTP status, or undefined when the request never got an answer. */
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(userMessage, options);
  }
}

/** The words to show for any failure of a server call. */
export function serverErrorMessage(error: unknown): string {
  return error instanceof ServerRequestError ? error.userMessage : genericServerError;
}
