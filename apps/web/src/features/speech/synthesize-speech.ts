import { SpeechError, speechErrorFromResponse } from './speech-errors.ts';

export type SpeechAudioRequest =
  | {
      kind: 'openai';
      /** The full URL, `…/v1/audio/speech`. */
      endpoint: string;
      apiKey: string | undefined;
      model: string;
      voice: string;
      text: string;
    }
  | {
      kind: 'elevenlabs';
      /** The full URL, `…/v1/text-to-speech/{voice_id}`. */
      url: string;
      apiKey: string | undefined;
      model: string;
      text: string;
    };

export interface SpeechAudioOptions {
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** One call for one piece of text, answering the audio (MP3) as a Blob. */
export async function fetchSpeechAudio(
  request: SpeechAudioRequest,
  options: SpeechAudioOptions = {},
): Promise<Blob> {
  const call = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const init: RequestInit =
    request.kind === 'openai'
      ? {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(request.apiKey ? { authorization: `Bearer ${request.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: request.model,
            voice: request.voice,
            input: request.text,
            response_format: 'mp3',
          }),
        }
      : {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'audio/mpeg',
            ...(request.apiKey ? { 'xi-api-key': request.apiKey } : {}),
          },
          body: JSON.stringify({ text: request.text, model_id: request.model }),
        };
  let response: Response;
  try {
    response = await call(request.kind === 'openai' ? request.endpoint : request.url, {
      ...init,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new SpeechError('network');
  }
  if (!response.ok) throw await speechErrorFromResponse(response);
  const audio = await response.blob();
  if (audio.size === 0) throw new SpeechError('provider-error');
  return audio;
}
