import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { speechMessages } from './speech-messages.ts';
import { speechPlayer } from './speech-player.ts';
import { useSpeechOutput, useSpeechState } from './use-speech-output.ts';

export interface MessageSpeechProps {
  messageID: string;
  /** The answer's Markdown as shown. */
  content: string;
  streaming: boolean;
  /** An answer that failed is not read out automatically. */
  failed: boolean;
}

/**
 * An answer's read-aloud action (when the play-button setting is on) and automatic speech: an answer
 * seen streaming here is read once it finishes, when the auto speech setting is on.
 */
export function MessageSpeech({ messageID, content, streaming, failed }: MessageSpeechProps) {
  const intl = useIntl();
  const output = useSpeechOutput();
  const state = useSpeechState();
  const wasStreaming = useRef(streaming);
  const { available, autoSpeech, read } = output;

  useEffect(() => {
    const finished = wasStreaming.current && !streaming;
    wasStreaming.current = streaming;
    if (finished && available && autoSpeech && !failed && content.trim() !== '') read(messageID, content);
  }, [streaming, available, autoSpeech, failed, content, messageID, read]);

  if (!available || !output.showPlayButton) return null;
  const reading =
    state.messageID === messageID &&
    (state.status === 'loading' || state.status === 'playing' || state.status === 'paused');
  return (
    <Button
      variant="ghost"
      className="message-action"
      disabled={streaming || content.trim() === ''}
      onClick={() => {
        if (reading) speechPlayer().stop();
        else read(messageID, content);
      }}
    >
      {intl.formatMessage(reading ? speechMessages.stopReading : speechMessages.readAloud)}
    </Button>
  );
}
