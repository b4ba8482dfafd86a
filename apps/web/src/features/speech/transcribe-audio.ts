import { SpeechError, speechErrorFromResponse } from './speech-errors.ts';

export interface TranscriptionRequest {
  /** The full OpenAI-style URL, `…/v1/audio/transcriptions`. */
  endpoint: string;
  /** Optional: a local or proxy endpoint may need none. */
  apiKey: string | undefined;
  model: string;
  /** ISO-639-1 code; empty lets the service detect it. */
  language: string;
  audio: Blob;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** The file name tells the service the container; MediaRecorder's type names it. */
export function recordingFileName(type: string): string {
  const subtype = /^audio\/([a-z0-9.+-]+)/i.exec(type)?.[1]?.toLowerCase() ?? 'webm';
  const extension = subtype === 'mpeg' ? 'mp3' : subtype === 'x-wav' || subtype === 'wave' ? 'wav' : subtype;
  return `recording.${extension}`;
}

/**
 * `POST {endpoint}` as multipart (`file`, `model`, optional `language`) with a bearer key, answering
 * the `text` of `{"text": ...}`. Failures throw a SpeechError; an abort by the caller is rethrown.
 */
export async function transcribeAudio(request: TranscriptionRequest): Promise<string> {
  const form = new FormData();
  form.append('file', request.audio, recordingFileName(request.audio.type));
  form.append('model', request.model);
  if (request.language.trim() !== '') form.append('language', request.language.trim());
  const call = request.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let response: Response;
  try {
    response = await call(request.endpoint, {
      method: 'POST',
      headers: request.apiKey ? { authorization: `Bearer ${request.apiKey}` } : {},
      body: form,
      ...(request.signal ? { signal: request.signal } : {}),
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new SpeechError('network');
  }
  if (!response.ok) throw await speechErrorFromResponse(response);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SpeechError('provider-error');
  }
  const text = typeof body === 'object' && body !== null && 'text' in body ? body.text : undefined;
  if (typeof text !== 'string') throw new SpeechError('provider-error');
  return text.trim();
}
