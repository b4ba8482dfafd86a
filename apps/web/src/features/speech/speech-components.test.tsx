import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryStorage } from '@confab/storage-browser';
import { MessageSpeech } from './message-speech.tsx';
import { SpeechPopup } from './speech-popup.tsx';
import { speechPlayer } from './speech-player.ts';
import { hostWith, saveSetting, SpeechTestRoot } from './test-root.tsx';
import { TextToSpeechSection } from './text-to-speech-section.tsx';
import { VoiceInputButton } from './voice-input-button.tsx';
import { requestVoiceInput } from './voice-input-requests.ts';

afterEach(() => {
  cleanup();
  speechPlayer().stop();
});

describe('VoiceInputButton', () => {
  it('is absent when the host turns voice input off', async () => {
    const storage = createMemoryStorage();
    render(
      <SpeechTestRoot storage={storage} hostConfig={hostWith({ voiceInput: false })}>
        <VoiceInputButton onText={() => undefined} />
        <p>composer</p>
      </SpeechTestRoot>,
    );
    await screen.findByText('composer');
    expect(screen.queryByRole('button', { name: 'Voice input' })).toBeNull();
    expect(requestVoiceInput()).toBe(false);
  });

  it('explains what is missing when there is no key and no browser recognition, also from the shortcut', async () => {
    const storage = createMemoryStorage();
    render(
      <SpeechTestRoot storage={storage}>
        <VoiceInputButton onText={() => undefined} />
      </SpeechTestRoot>,
    );
    await screen.findByRole('button', { name: 'Voice input' });
    expect(requestVoiceInput()).toBe(true);
    expect(
      await screen.findByText(
        'Add an OpenAI API key in Settings → API keys, or set a speech-transcription endpoint.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => {
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});

describe('MessageSpeech and the popup', () => {
  it('shows no Read aloud while the source is off, and reads when one is chosen', async () => {
    const storage = createMemoryStorage();
    const view = (
      <SpeechTestRoot storage={storage}>
        <SpeechPopup />
        <MessageSpeech messageID="m1" content="**Hello** there" streaming={false} failed={false} />
        <p>answer</p>
      </SpeechTestRoot>
    );
    const { rerender } = render(view);
    await screen.findByText('answer');
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
    await saveSetting(storage, 'speech.source', 'browser');
    rerender(view);
    fireEvent.click(await screen.findByRole('button', { name: 'Read aloud' }));
    // happy-dom has no speech synthesis: the popup says so, with a Close button. The popup's code
    // loads on demand, which took over findBy's default second on a loaded CI machine.
    expect(
      await screen.findByText('This browser cannot record or recognise speech.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(speechPlayer().getState()).toMatchObject({ messageID: 'm1', status: 'error' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Text to speech' })).toBeNull();
    });
  });

  it('reads a new answer by itself once it finishes streaming, with auto speech on', async () => {
    const storage = createMemoryStorage();
    await saveSetting(storage, 'speech.source', 'browser');
    await saveSetting(storage, 'speech.autoSpeech', true);
    await saveSetting(storage, 'speech.showPlayButton', false);
    const answer = (streaming: boolean) => (
      <SpeechTestRoot storage={storage}>
        <MessageSpeech messageID="m2" content="Done." streaming={streaming} failed={false} />
        <p>answer</p>
      </SpeechTestRoot>
    );
    const { rerender } = render(answer(true));
    await screen.findByText('answer');
    await waitFor(async () => {
      expect(await storage.settings.get('speech.autoSpeech')).toBeDefined();
    });
    // Let the settings load before the answer finishes, as in a real chat.
    await new Promise((resolve) => setTimeout(resolve, 50));
    rerender(answer(false));
    await waitFor(() => {
      expect(speechPlayer().getState().messageID).toBe('m2');
    });
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
  });
});

describe('TextToSpeechSection', () => {
  it('offers OpenAI text-to-speech only where the host allows it, and saves the choice', async () => {
    const storage = createMemoryStorage();
    const { unmount } = render(
      <SpeechTestRoot storage={storage} hostConfig={hostWith({ useOpenAITextToSpeech: false })}>
        <TextToSpeechSection />
      </SpeechTestRoot>,
    );
    const source = await screen.findByRole('combobox', { name: 'Speech source' });
    expect([...(source as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'ElevenLabs',
      'Browser voices',
      'Off',
    ]);
    unmount();
    render(
      <SpeechTestRoot storage={storage}>
        <TextToSpeechSection />
      </SpeechTestRoot>,
    );
    fireEvent.change(await screen.findByRole('combobox', { name: 'Speech source' }), {
      target: { value: 'openai-text-to-speech' },
    });
    expect(await screen.findByRole('textbox', { name: 'Speech endpoint' })).toBeTruthy();
    await waitFor(async () => {
      expect((await storage.settings.get('speech.source'))?.value).toBe('openai-text-to-speech');
    });
  });
});
