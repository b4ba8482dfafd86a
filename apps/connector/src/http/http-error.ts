/**
 * A refusal with its status and the connector's wire shape `{error, details?}` (the original
 * connector's shape, which apps written for it read; Confab's own server answers `{userMessage}`).
 */
export class HttpError extends Error {
  readonly status: number;
  readonly details: string | undefined;

  constructor(status: number, message: string, options: { details?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.status = status;
    this.details = options.details;
  }

  toBody(): { error: string; details?: string } {
    return this.details === undefined
      ? { error: this.message }
      : { error: this.message, details: this.details };
  }
}

/** The message of anything thrown, for `details`; never a stack trace. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
