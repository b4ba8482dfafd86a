import { lookupOwn } from '../../entities/index.ts';

// An `error` event inside a 200 stream has no HTTP status of its own; Anthropic documents which
// status each error type stands for, so the UI can treat an overload mid-stream like a 529.
const statusOfErrorType: Readonly<Record<string, number>> = {
  invalid_request_error: 400,
  authentication_error: 401,
  permission_error: 403,
  not_found_error: 404,
  request_too_large: 413,
  rate_limit_error: 429,
  api_error: 500,
  overloaded_error: 529,
};

export function statusOfAnthropicErrorType(errorType: string | undefined): number | undefined {
  return errorType === undefined ? undefined : lookupOwn(statusOfErrorType, errorType);
}
