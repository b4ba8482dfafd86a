import { useCallback, useEffect, useRef, useState } from 'react';
import { browserRecognitionAvailable } from './recognition-support.ts';
import { asSpeechError, SpeechError } from './speech-errors.ts';
import { transcriptionPlanFor } from './speech-plans.ts';
import { useSpeechSettings } from './use-speech-settings.ts';

export type VoiceInputStatus = 'idle' | 'starting' | 'recording' | 'transcribing' | 'error';

/** A recording stops by itself after two minutes, well under the services' 25 MB upload limit. */
export const maximumRecordingMilliseconds = 120_000;

interface Session {
  /** Ends listening and answers the text. */
  finish: () => Promise<string>;
  cancel: () => void;
}

export interface VoiceInput {
  status: VoiceInputStatus;
  failure: SpeechError | undefined;
  /** Idle: start listening. Recording: stop and transcribe. Otherwise nothing. */
  toggle: () => void;
  /** Throws a recording away, or clears a shown error. */
  cancel: () => void;
  /** The speech settings are read: a press now plans with the person's key and endpoint. */
  ready: boolean;
}

/** Voice input's states: recording, transcribing, error; the text goes to `onText`. */
export function useVoiceInput(onText: (text: string) => void): VoiceInput {
  const settings = useSpeechSettings();
  const [status, setShownStatus] = useState<VoiceInputStatus>('idle');
  // Read by a press: set with the state, not after the render's effects. A press landing between the
  // render that shows "Stop recording" and its effects read the status before, and did nothing.
  const statusNow = useRef<VoiceInputStatus>('idle');
  const setStatus = useCallback((next: VoiceInputStatus) => {
    statusNow.current = next;
    setShownStatus(next);
  }, []);
  const [failure, setFailure] = useState<SpeechError>();
  const session = useRef<Session | undefined>(undefined);
  const transcription = useRef<AbortController | undefined>(undefined);
  // Bumped by cancel: a transcription that lands after it is thrown away.
  const generation = useRef(0);
  const latest = useRef({ settings, onText });
  useEffect(() => {
    latest.current = { settings, onText };
  });

  const fail = useCallback(
    (error: unknown) => {
      session.current = undefined;
      setFailure(asSpeechError(error));
      setStatus('error');
    },
    [setStatus],
  );

  const finish = useCallback(async () => {
    const current = session.current;
    if (!current) return;
    session.current = undefined;
    const mine = generation.current;
    setStatus('transcribing');
    try {
      const text = await current.finish();
      if (mine !== generation.current) return;
      if (text === '') throw new SpeechError('nothing-heard');
      latest.current.onText(text);
      setStatus('idle');
    } catch (error) {
      if (mine !== generation.current) return;
      fail(error);
    }
  }, [fail, setStatus]);

  const start = useCallback(async () => {
    setFailure(undefined);
    const plan = transcriptionPlanFor(latest.current.settings, browserRecognitionAvailable());
    if (plan instanceof SpeechError) {
      fail(plan);
      return;
    }
    setStatus('starting');
    try {
      // The recording code loads with the first use, not with the composer.
      const { startRecognition, startRecording, transcribeAudio } = await import('./voice-input-engine.ts');
      if (plan.kind === 'browser') {
        const recognition = startRecognition(plan.language);
        session.current = {
          finish: () => recognition.stop(),
          cancel: () => {
            recognition.cancel();
          },
        };
      } else {
        const recording = await startRecording();
        const controller = new AbortController();
        transcription.current = controller;
        session.current = {
          finish: async () =>
            transcribeAudio({
              endpoint: plan.endpoint,
              apiKey: plan.apiKey,
              model: plan.model,
              language: plan.language,
              audio: await recording.stop(),
              signal: controller.signal,
            }),
          cancel: () => {
            recording.cancel();
            controller.abort();
          },
        };
      }
      setStatus('recording');
    } catch (error) {
      fail(error);
    }
  }, [fail, setStatus]);

  const toggle = useCallback(() => {
    const current = statusNow.current;
    if (current === 'idle' || current === 'error') void start();
    else if (current === 'recording') void finish();
  }, [start, finish]);

  const cancel = useCallback(() => {
    generation.current += 1;
    session.current?.cancel();
    session.current = undefined;
    transcription.current?.abort();
    setFailure(undefined);
    setStatus('idle');
  }, [setStatus]);

  useEffect(() => {
    if (status !== 'recording') return undefined;
    const timer = setTimeout(() => void finish(), maximumRecordingMilliseconds);
    return () => {
      clearTimeout(timer);
    };
  }, [status, finish]);

  // Leaving the chat stops the microphone.
  useEffect(
    () => () => {
      session.current?.cancel();
      transcription.current?.abort();
    },
    [],
  );

  return { status, failure, toggle, cancel, ready: settings.loaded };
}
