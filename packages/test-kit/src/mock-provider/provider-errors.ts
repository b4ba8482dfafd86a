// Each provider's own error body, so a client's error mapping is tested against what the real API
// sends. Messages are the vendors' wording where a client might show or match on it.
import type { MockFailureStatus, ProviderStyle } from './types.ts';

export interface ErrorReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export function errorReply(style: ProviderStyle, status: MockFailureStatus, message?: string): ErrorReply {
  if (style === 'anthropic') return anthropicError(status, message);
  if (style === 'gemini') return geminiError(status, message);
  if (style === 'elevenlabs') return elevenLabsError(status, message);
  // Ollama's OpenAI-compatible surface answers errors in OpenAI's shape.
  return openAIError(status, message);
}

const openAIErrors: Record<MockFailureStatus, { type: string; code: string | null; message: string }> = {
  400: { type: 'invalid_request_error', code: null, message: 'Invalid request.' },
  401: {
    type: 'invalid_request_error',
    code: 'invalid_api_key',
    message:
      'Incorrect API key provided: sk-mock***. You can find your API key at https://platform.openai.com/account/api-keys.',
  },
  403: { type: 'invalid_request_error', code: 'unsupported_country_region_territory', message: 'Forbidden.' },
  404: { type: 'invalid_request_error', code: 'model_not_found', message: 'The model does not exist.' },
  429: {
    type: 'requests',
    code: 'rate_limit_exceeded',
    message: 'Rate limit reached for requests. Please try again in 1s.',
  },
  500: {
    type: 'server_error',
    code: 'server_error',
    message: 'The server had an error while processing your request. Sorry about that!',
  },
  503: {
    type: 'server_error',
    code: null,
    message: 'The engine is currently overloaded, please try again later.',
  },
  529: { type: 'server_error', code: null, message: 'Overloaded.' },
};

function openAIError(status: MockFailureStatus, message: string | undefined): ErrorReply {
  const known = openAIErrors[status];
  return {
    status,
    body: { error: { message: message ?? known.message, type: known.type, param: null, code: known.code } },
  };
}

const anthropicErrors: Record<MockFailureStatus, { type: string; message: string }> = {
  400: { type: 'invalid_request_error', message: 'Invalid request.' },
  401: { type: 'authentication_error', message: 'invalid x-api-key' },
  403: {
    type: 'permission_error',
    message: 'Your API key does not have permission to use the specified resource.',
  },
  404: { type: 'not_found_error', message: 'The requested resource could not be found.' },
  429: { type: 'rate_limit_error', message: 'Number of requests has exceeded your rate limit.' },
  500: { type: 'api_error', message: 'Internal server error' },
  503: { type: 'api_error', message: 'Service unavailable' },
  529: { type: 'overloaded_error', message: 'Overloaded' },
};

let anthropicRequestCount = 0;

function anthropicError(status: MockFailureStatus, message: string | undefined): ErrorReply {
  const known = anthropicErrors[status];
  anthropicRequestCount += 1;
  const requestID = `req_mock_${anthropicRequestCount}`;
  return {
    status,
    body: {
      type: 'error',
      error: { type: known.type, message: message ?? known.message },
      request_id: requestID,
    },
    headers: { 'request-id': requestID },
  };
}

const geminiErrors: Record<MockFailureStatus, { code: number; status: string; message: string }> = {
  400: { code: 400, status: 'INVALID_ARGUMENT', message: 'Request contains an invalid argument.' },
  // Google answers a bad key with 400, not 401; a scripted 401 sends what a client really sees.
  401: { code: 400, status: 'INVALID_ARGUMENT', message: 'API key not valid. Please pass a valid API key.' },
  403: { code: 403, status: 'PERMISSION_DENIED', message: 'The caller does not have permission' },
  404: { code: 404, status: 'NOT_FOUND', message: 'models/mock is not found for API version v1beta.' },
  429: {
    code: 429,
    status: 'RESOURCE_EXHAUSTED',
    message: 'You exceeded your current quota, please check your plan and billing details.',
  },
  500: { code: 500, status: 'INTERNAL', message: 'An internal error has occurred. Please retry.' },
  503: { code: 503, status: 'UNAVAILABLE', message: 'The model is overloaded. Please try again later.' },
  529: { code: 503, status: 'UNAVAILABLE', message: 'The model is overloaded. Please try again later.' },
};

function geminiError(status: MockFailureStatus, message: string | undefined): ErrorReply {
  const known = geminiErrors[status];
  const details =
    status === 401
      ? [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'API_KEY_INVALID',
            domain: 'googleapis.com',
            metadata: { service: 'generativelanguage.googleapis.com' },
          },
        ]
      : undefined;
  return {
    status: known.code,
    body: { error: { code: known.code, message: message ?? known.message, status: known.status, details } },
  };
}

// ElevenLabs answers `{detail: {status, message}}`; a bad key is 401 `invalid_api_key`.
function elevenLabsError(status: MockFailureStatus, message: string | undefined): ErrorReply {
  const code = status === 401 ? 'invalid_api_key' : status === 429 ? 'too_many_concurrent_requests' : 'error';
  return { status, body: { detail: { status: code, message: message ?? openAIErrors[status].message } } };
}
