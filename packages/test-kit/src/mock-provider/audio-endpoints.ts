// The audio endpoints: OpenAI-style transcription (multipart in, `{"text"}` out) and speech (JSON in,
// audio bytes out), and the ElevenLabs-style text-to-speech call (`xi-api-key`, audio out). Their
// bodies are not JSON chat requests, so they are read raw and answered here, apart from the chat styles.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { silentMp3, toneWav } from './audio-samples.ts';
import { sendJson } from './http-replies.ts';
import { isRecord } from './prompt-text.ts';
import { errorReply } from './provider-errors.ts';
import type { MockEndpoint, MockFailureStatus, MockScript, ProviderStyle, RecordedRequest } from './types.ts';

export interface AudioRoute {
  style: ProviderStyle;
  endpoint: Extract<MockEndpoint, 'transcriptions' | 'speech'>;
  /** ElevenLabs names the voice in the path. */
  voiceID?: string;
}

const elevenLabsSpeech = /\/v1\/text-to-speech\/([^/]+)(?:\/stream)?$/;
const maximumAudioBytes = 25 * 1024 * 1024; // OpenAI's upload limit for transcriptions

export const defaultTranscriptionText = 'Mock transcription of the recording.';

export function findAudioRoute(method: string, path: string): AudioRoute | undefined {
  if (method !== 'POST') return undefined;
  if (path.endsWith('/audio/transcriptions')) return { style: 'openai', endpoint: 'transcriptions' };
  if (path.endsWith('/audio/speech')) return { style: 'openai', endpoint: 'speech' };
  const voice = elevenLabsSpeech.exec(path);
  if (voice) return { style: 'elevenlabs', endpoint: 'speech', voiceID: decodeURIComponent(voice[1] ?? '') };
  return undefined;
}

/** What a transcription request sent, as the test reads it back from `requests[i].body`. */
export interface RecordedTranscription {
  model?: string;
  language?: string;
  responseFormat?: string;
  file?: { name: string; type: string; size: number };
}

interface AudioExchange {
  incoming: IncomingMessage;
  response: ServerResponse;
  request: RecordedRequest;
  takeScript: () => MockScript | undefined;
  validKeys: ReadonlySet<string> | undefined;
}

export async function answerAudioRequest(route: AudioRoute, exchange: AudioExchange): Promise<void> {
  const { request, response } = exchange;
  Object.assign(request, { style: route.style, endpoint: route.endpoint });
  const sendError = (status: MockFailureStatus, message?: string): void => {
    const reply = errorReply(route.style, status, message);
    request.status = reply.status;
    sendJson(response, reply.status, reply.body, reply.headers);
  };
  const raw = await readRaw(exchange.incoming);
  const key =
    route.style === 'elevenlabs'
      ? request.headers['xi-api-key']
      : /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (exchange.validKeys && (key === undefined || !exchange.validKeys.has(key))) {
    sendError(401);
    return;
  }
  if (route.endpoint === 'transcriptions') {
    const transcription = await readTranscription(raw, request.headers['content-type'] ?? '');
    request.body = transcription;
    if (transcription?.file === undefined || transcription.file.size === 0) {
      sendError(400, "Could not parse multipart form: a 'file' field with audio is required.");
      return;
    }
    if (transcription.model !== undefined) request.model = transcription.model;
    const script = exchange.takeScript();
    if (script?.failure && 'status' in script.failure) {
      sendError(script.failure.status, script.failure.message);
      return;
    }
    request.status = 200;
    sendJson(response, 200, { text: script?.text ?? defaultTranscriptionText });
    return;
  }
  request.body = parseJson(raw);
  const body = isRecord(request.body) ? request.body : {};
  const text = typeof body.text === 'string' ? body.text : typeof body.input === 'string' ? body.input : '';
  const model = typeof body.model === 'string' ? body.model : body.model_id;
  if (typeof model === 'string') request.model = model;
  if (text.trim() === '') {
    sendError(400, route.style === 'elevenlabs' ? 'text is required' : "'input' is required");
    return;
  }
  const script = exchange.takeScript();
  if (script?.failure && 'status' in script.failure) {
    sendError(script.failure.status, script.failure.message);
    return;
  }
  const format =
    route.style === 'openai' && typeof body.response_format === 'string' ? body.response_format : 'mp3';
  if (format !== 'mp3' && format !== 'wav') {
    sendError(400, `The mock provider answers speech as mp3 or wav, not ${format}.`);
    return;
  }
  const audio = format === 'wav' ? toneWav() : silentMp3();
  request.status = 200;
  response.writeHead(200, {
    'content-type': format === 'wav' ? 'audio/wav' : 'audio/mpeg',
    'content-length': audio.length,
  });
  response.end(audio);
}

async function readRaw(incoming: IncomingMessage): Promise<Buffer> {
  const pieces: Buffer[] = [];
  let size = 0;
  for await (const piece of incoming as AsyncIterable<Buffer>) {
    size += piece.length;
    if (size > maximumAudioBytes) throw new Error('audio request body too large');
    pieces.push(piece);
  }
  return Buffer.concat(pieces);
}

/** Parses the multipart form with the platform's own reader, as a real server would. */
async function readTranscription(
  raw: Buffer,
  contentType: string,
): Promise<RecordedTranscription | undefined> {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return undefined;
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return undefined;
  }
  const field = (name: string): string | undefined => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const file = form.get('file');
  return {
    model: field('model'),
    language: field('language'),
    responseFormat: field('response_format'),
    file:
      file !== null && typeof file !== 'string'
        ? { name: file.name, type: file.type, size: file.size }
        : undefined,
  };
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
