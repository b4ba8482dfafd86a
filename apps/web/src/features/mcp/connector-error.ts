/**
 * Why a connector call failed. `status`: it answered with an error status (`bodyExcerpt` holds the
 * first 100 characters of the body, spec §7); `network`: no answer (not running, refused, CORS);
 * `timeout`: no answer in time (a 504 from the connector is a tool call that timed out there);
 * `invalid`: an answer that is not what the route promises.
 */
export type ConnectorFailure = 'status' | 'network' | 'timeout' | 'invalid';

export class ConnectorError extends Error {
  readonly failure: ConnectorFailure;
  readonly status: number | undefined;
  readonly bodyExcerpt: string;

  constructor(
    message: string,
    {
      failure,
      status,
      bodyExcerpt = '',
    }: { failure: ConnectorFailure; status?: number; bodyExcerpt?: string },
  ) {
    super(message);
    this.name = 'ConnectorError';
    this.failure = failure;
    this.status = status;
    this.bodyExcerpt = bodyExcerpt;
  }
}

export const bodyExcerptCharacters = 100;
