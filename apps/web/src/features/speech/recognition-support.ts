// Whether the browser can recognise speech itself: read on the first load (to choose how voice input
// transcribes), while the recognition session loads with the first recording.
interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0?: { transcript: string } }>;
}

export interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

export function recognitionConstructor(): RecognitionConstructor | undefined {
  const found: unknown =
    Reflect.get(globalThis, 'SpeechRecognition') ?? Reflect.get(globalThis, 'webkitSpeechRecognition');
  return typeof found === 'function' ? (found as RecognitionConstructor) : undefined;
}

export function browserRecognitionAvailable(): boolean {
  return recognitionConstructor() !== undefined;
}
