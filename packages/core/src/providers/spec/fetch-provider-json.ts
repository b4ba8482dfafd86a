// GET a provider JSON document (model lists), rejecting with a readable ProviderRequestError.
import type { ProviderCallOptions } from './chat-request.ts';
import { parseJson } from './json-values.ts';
import { readFailedResponse, unreachableFailure } from './provider-error-message.ts';
import { sendProviderRequest, type ProviderHttpRequest } from './provider-http-request.ts';
import { ProviderRequestError } from './provider-request-error.ts';

export async function fetchProviderJson(
  request: ProviderHttpRequest,
  options: ProviderCallOptions = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await sendProviderRequest(request, options);
  } catch (error) {
    // An abort is the caller's own doing: it keeps its usual AbortError shape.
    if (options.signal?.aborted) throw error;
    throw new ProviderRequestError(unreachableFailure(request.url, error));
  }
  if (!response.ok) throw new ProviderRequestError(await readFailedResponse(response));
  const body = parseJson(await response.text());
  if (body === undefined) {
    throw new ProviderRequestError({
      message: `${request.url} did not answer JSON; check the endpoint.`,
      status: response.status,
    });
  }
  return body;
}
