// Turns a failed answer into a sentence a person can act on. The three vendors (and the compatible
// servers) all put the readable text at one of a few places; one reader covers them all.
import { isRecord, parseJson, stringField } from './json-values.ts';

export interface ProviderFailure {
  message: string;
  status?: number;
}

/**
 * The message inside an error body: `{error:{message}}` (OpenAI, Gemini), `{type:'error', error:{message}}`
 * (Anthropic), `{error:'...'}` (Ollama), `{message}` (vLLM) or `{detail}` (FastAPI-based servers).
 */
export function errorMessageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const error = body.error;
  if (typeof error === 'string' && error !== '') return error;
  const nested = stringField(error, 'message');
  if (nested !== undefined && nested !== '') return nested;
  return stringField(body, 'message') ?? stringField(body, 'detail');
}

/** Reads a non-2xx response into a failure with its status; never throws. */
export async function readFailedResponse(response: Response): Promise<ProviderFailure> {
  const text = await response.text().catch(() => '');
  const fromJson = errorMessageOf(parseJson(text));
  if (fromJson !== undefined) return { message: fromJson, status: response.status };
  const trimmed = text.trim();
  // Proxies and misconfigured servers answer HTML pages; their markup helps nobody.
  const readable = trimmed !== '' && !trimmed.startsWith('<') ? trimmed.slice(0, 500) : undefined;
  const statusLine = `${response.status} ${response.statusText}`.trim();
  return {
    message: readable ?? `The provider answered ${statusLine}.`,
    status: response.status,
  };
}

/** A fetch that rejected: no answer at all (offline, DNS, refused connection, or a CORS refusal in a browser). */
export function unreachableFailure(url: string, error: unknown): ProviderFailure {
  const reason = error instanceof Error ? error.message : String(error);
  return { message: `Could not reach ${originOf(url)} (${reason}).` };
}

export const interruptedMessage = 'The connection was interrupted before the answer finished';

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
