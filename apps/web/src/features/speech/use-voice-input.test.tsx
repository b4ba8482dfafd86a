import { useLayoutEffect } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, fireEvent } from '@testing-library/react';
import { createMemoryStorage } from '@confab/storage-browser';
import { saveSetting, SpeechTestRoot } from './test-root.tsx';
import { useVoiceInput } from './use-voice-input.ts';
import { VoiceInputButton } from './voice-input-button.tsx';

/** A MediaRecorder that hands back a fixed recording when stopped. */
class FakeMediaRecorder extends EventTarget {
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm';
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    const data = Object.assign(new Event('dataavailable'), {
      data: new Blob(['audio'], { type: 'audio/webm' }),
    });
    this.dispatchEvent(data);
    this.dispatchEvent(new Event('stop'));
  }
}

const stopTrack = vi.fn();
beforeAll(() => {
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => Promise.resolve({ getTracks: () => [{ stop: stopTrack }] }) },
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('voice input through the transcription endpoint', () => {
  it('records, shows transcribing, hands the text over and releases the microphone', async () => {
    const storage = createMemoryStorage();
    await saveSetting(storage, 'apiKeys.openai', 'sk-test');
    let answer: (response: Response) => void = () => undefined;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const texts: string[] = [];
    render(
      <SpeechTestRoot storage={storage}>
        <VoiceInputButton onText={(text) => texts.push(text)} />
      </SpeechTestRoot>,
    );
    // The key is read before the first press, as when a person opens a chat.
    await waitFor(async () => {
      expect(await storage.settings.get('apiKeys.openai')).toBeDefined();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(await screen.findByRole('button', { name: 'Voice input' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop recording' }, { timeout: 10_000 }));
    expect(await screen.findByText('Transcribing…', { selector: '[role=status]' })).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('https://api.openai.com/v1/audio/transcriptions');
    expect(init?.headers).toEqual({ authorization: 'Bearer sk-test' });
    await act(async () => {
      answer(Response.json({ text: 'Spoken words' }));
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(texts).toEqual(['Spoken words']);
    });
    expect(await screen.findByRole('button', { name: 'Voice input' })).toBeTruthy();
    expect(stopTrack).toHaveBeenCalled();
  });

  // The recording code loads on the press and the steps below wait up to 10 s each: under a busy
  // CI run the whole took more than vitest's default 5 s.
  it('shows the service refusing the key as an alert', { timeout: 25_000 }, async () => {
    const storage = createMemoryStorage();
    await saveSetting(storage, 'apiKeys.openai', 'sk-bad');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ error: { message: 'Incorrect API key provided.' } }, { status: 401 }),
    );
    render(
      <SpeechTestRoot storage={storage}>
        <VoiceInputButton onText={() => undefined} />
      </SpeechTestRoot>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(await screen.findByRole('button', { name: 'Voice input' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop recording' }, { timeout: 10_000 }));
    expect(
      await screen.findByText(
        'The speech service refused the API key. Check it in Settings. Incorrect API key provided.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  // A press can land after the render that shows "Stop recording" and before its passive effects run
  // (a layout effect here, a click from a MutationObserver in the browser); it must stop the recording.
  it(
    'stops on a press made before the effects of the recording render run',
    { timeout: 25_000 },
    async () => {
      const storage = createMemoryStorage();
      await saveSetting(storage, 'apiKeys.openai', 'sk-test');
      const fetchSpy = vi
        .spyOn(globalThis, 'fetch')
        .mockImplementation(() => new Promise<Response>(() => undefined));
      function PressOnRecording() {
        const voice = useVoiceInput(() => undefined);
        const { status, toggle } = voice;
        useLayoutEffect(() => {
          if (status === 'recording') toggle();
        }, [status, toggle]);
        return (
          <button type="button" onClick={toggle} disabled={!voice.ready}>
            {status}
          </button>
        );
      }
      render(
        <SpeechTestRoot storage={storage}>
          <PressOnRecording />
        </SpeechTestRoot>,
      );
      const press = await screen.findByRole<HTMLButtonElement>('button', { name: 'idle' });
      await waitFor(() => {
        expect(press.disabled).toBe(false);
      });
      fireEvent.click(press);
      expect(await screen.findByRole('button', { name: 'transcribing' }, { timeout: 10_000 })).toBeTruthy();
      await waitFor(() => {
        expect(fetchSpy).toHaveBeenCalledTimes(1);
      });
    },
  );
});
