import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Why a speech call failed, each with the sentence a person reads. */
export type SpeechFailure =
  | 'no-key'
  | 'key-locked'
  | 'invalid-key'
  | 'rate-limited'
  | 'provider-error'
  | 'network'
  | 'microphone-denied'
  | 'no-microphone'
  | 'not-supported'
  | 'nothing-heard'
  | 'playback';

export const speechFailureMessages: Record<SpeechFailure, MessageDescriptor> = defineMessages({
  'no-key': {
    id: 'speech.error.noKey',
    defaultMessage: 'Add an OpenAI API key in Settings → API keys, or set a speech-transcription endpoint.',
  },
  'key-locked': {
    id: 'speech.error.keyLocked',
    defaultMessage: 'Your API key is locked. Unlock your keys to use speech.',
  },
  'invalid-key': {
    id: 'speech.error.invalidKey',
    defaultMessage: 'The speech service refused the API key. Check it in Settings.',
  },
  'rate-limited': {
    id: 'speech.error.rateLimited',
    defaultMessage: 'The speech service is busy or your quota is used up. Try again in a moment.',
  },
  'provider-error': {
    id: 'speech.error.provider',
    defaultMessage: 'The speech service answered with an error.',
  },
  network: {
    id: 'speech.error.network',
    defaultMessage: 'Could not reach the speech service. Check the endpoint and your connection.',
  },
  'microphone-denied': {
    id: 'speech.error.microphoneDenied',
    defaultMessage: 'Microphone access was denied. Allow it in your browser to use voice input.',
  },
  'no-microphone': {
    id: 'speech.error.noMicrophone',
    defaultMessage: 'No microphone was found.',
  },
  'not-supported': {
    id: 'speech.error.notSupported',
    defaultMessage: 'This browser cannot record or recognise speech.',
  },
  'nothing-heard': {
    id: 'speech.error.nothingHeard',
    defaultMessage: 'No speech was recognised. Try again a little closer to the microphone.',
  },
  playback: {
    id: 'speech.error.playback',
    defaultMessage: 'The audio could not be played.',
  },
});

/** A failed speech call; `detail` is the service's own message, shown after ours when it has one. */
export class SpeechError extends Error {
  readonly failure: SpeechFailure;
  readonly detail: string | undefined;
  constructor(failure: SpeechFailure, detail?: string) {
    super(failure);
    this.name = 'SpeechError';
    this.failure = failure;
    this.detail = detail;
  }
}

export function asSpeechError(error: unknown): SpeechError {
  return error instanceof SpeechError ? error : new SpeechError('provider-error');
}

/** Maps an HTTP failure to a speech failure, keeping the provider's message (OpenAI or ElevenLabs shape). */
export async function speechErrorFromResponse(response: Response): Promise<SpeechError> {
  const failure: SpeechFailure =
    response.status === 401 || response.status === 403
      ? 'invalid-key'
      : response.status === 429
        ? 'rate-limited'
        : 'provider-error';
  return new SpeechError(failure, await providerMessage(response));
}

async function providerMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return undefined;
    const error = 'error' in body ? body.error : 'detail' in body ? body.detail : undefined;
    if (typeof error === 'string') return error.slice(0, 300);
    if (
      typeof error === 'object' &&
      error !== null &&
      'message' in error &&
      typeof error.message === 'string'
    )
      return error.message.slice(0, 300);
  } catch {
    // Not JSON: the status alone says enough.
  }
  return undefined;
}
