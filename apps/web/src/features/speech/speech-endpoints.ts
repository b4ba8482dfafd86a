// Where the speech calls go. OpenAI-style speech sits beside transcription (`…/audio/transcriptions`
// → `…/audio/speech`), so a proxy set for voice input serves read-aloud too unless the person sets
// the speech endpoint apart.

const transcriptionsPath = /\/audio\/transcriptions\/?$/;

/** The OpenAI-style speech URL: the override when set, else derived from the transcription endpoint. */
export function openAISpeechEndpoint(override: string, transcriptionEndpoint: string): string {
  const chosen = override.trim();
  if (chosen !== '') return chosen;
  const base = transcriptionEndpoint.trim();
  if (transcriptionsPath.test(base)) return base.replace(transcriptionsPath, '/audio/speech');
  return `${base.replace(/\/+$/, '')}/audio/speech`;
}

/** `POST {base}/v1/text-to-speech/{voice_id}` with the voice id encoded; the base may end in `/v1`. */
export function elevenLabsSpeechURL(base: string, voiceID: string): string {
  const root = base.trim().replace(/\/+$/, '').replace(/\/v1$/, '');
  return `${root}/v1/text-to-speech/${encodeURIComponent(voiceID.trim())}?output_format=mp3_44100_128`;
}
