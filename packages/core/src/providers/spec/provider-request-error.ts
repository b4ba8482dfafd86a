// The error a non-streaming helper (listModels) rejects with; streamChat never throws, it yields.
import type { ProviderFailure } from './provider-error-message.ts';

export class ProviderRequestError extends Error {
  /** The HTTP status when the provider answered one; absent for network failures and unreadable bodies. */
  readonly status?: number;

  constructor(failure: ProviderFailure) {
    super(failure.message);
    this.name = 'ProviderRequestError';
    if (failure.status !== undefined) this.status = failure.status;
  }
}
