import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useIntl } from 'react-intl';
import { IconButton, lazyComponent, SendIcon } from '@confab/ui';
import { VoiceInputButton } from '../speech/index.ts';
import { preloadMessageArticle, SpeechPopupOnDemand } from './conversation/message-article-on-demand.tsx';
import { displayedBrand } from '../host-branding/index.ts';
import { useHostConfig } from '../../host/host-config.tsx';
import { AttachmentChips } from './attachment-chips.tsx';
import {
  clearComposerDraft,
  peekComposerDraft,
  placeComposerDraft,
  peekComposerDraftSend,
  peekComposerFiles,
  subscribeComposerDraft,
  takeComposerFiles,
} from './composer-draft.ts';
import './composer.css';

const PromptPickerDialog = lazyComponent(
  async () => (await import('./prompt-picker/prompt-picker-dialog.tsx')).PromptPickerDialog,
);

export interface ComposerProps {
  /** Answers false when nothing was sent (no model can answer), so the draft stays. */
  onSend: (text: string, files: File[]) => boolean;
  onStop: () => void;
  /** While an answer streams the Send button becomes Stop. */
  running: boolean;
  /** Controls shown under the input (model picker, clear context...). */
  toolbar?: ReactNode;
  notice?: ReactNode;
}

/** Marked when the composer can take input; the cold-load benchmark reads it. */
export const composerReadyMark = 'confab:composer-ready';

/** Files a model can read: images, and text it gets inline. */
const acceptedFiles =
  'image/*,text/*,.md,.json,.csv,.ts,.tsx,.js,.py,.java,.go,.rs,.c,.cpp,.h,.yaml,.yml,.toml,.xml,.html,.css,.sql';

export function Composer({ onSend, onStop, running, toolbar, notice }: ComposerProps) {
  const intl = useIntl();
  // The host's name, so a managed workspace says "Message Acme Chat…".
  const composerBrand = displayedBrand(useHostConfig());
  // A draft to send at once is not shown first: it goes out when the effect below runs.
  const [text, setText] = useState(() => (peekComposerDraftSend() ? '' : (peekComposerDraft() ?? '')));
  const [files, setFiles] = useState<File[]>(peekComposerFiles);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const [pickerOpen, setPickerOpen] = useState(false);

  useEffect(() => {
    if (performance.getEntriesByName(composerReadyMark).length === 0) performance.mark(composerReadyMark);
  }, []);

  // An entry link's `send-first-message`: sent as if Send were pressed; a refused one stays as text.
  const sendDraft = useEffectEvent((draft: string) => draft.trim() !== '' && onSend(draft.trim(), []));

  // A draft handed over by another screen was read by the state initialiser; later ones arrive live.
  useEffect(() => {
    const initialDraft = peekComposerDraft();
    const sendInitial = peekComposerDraftSend();
    clearComposerDraft();
    takeComposerFiles();
    const unsubscribe = subscribeComposerDraft(() => {
      const handedFiles = takeComposerFiles();
      if (handedFiles.length > 0) setFiles((current) => [...current, ...handedFiles]);
      const draft = peekComposerDraft();
      const send = peekComposerDraftSend();
      clearComposerDraft();
      if (draft === null || (send && sendDraft(draft))) return;
      setText(draft);
    });
    // Refused (no model ready): it comes back through the listener as text to send by hand.
    if (initialDraft !== null && sendInitial && !sendDraft(initialDraft)) placeComposerDraft(initialDraft);
    return unsubscribe;
  }, []);

  const canSend = !running && (text.trim() !== '' || files.length > 0);
  const send = () => {
    if (!canSend) return;
    if (!onSend(text.trim(), files)) return;
    setText('');
    setFiles([]);
  };
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running) onStop();
    else send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // "/" in an empty composer is the quick way into the saved prompts.
    if (event.key === '/' && text === '' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      setPickerOpen(true);
      return;
    }
    // Enter sends, Shift+Enter breaks the line; never send while an IME is composing.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className="composer" onSubmit={onSubmit}>
      <SpeechPopupOnDemand />
      {notice}
      <AttachmentChips
        files={files}
        onRemove={(removed) => {
          setFiles((current) => current.filter((file) => file !== removed));
        }}
      />
      <div className="composer__row">
        <IconButton
          label={intl.formatMessage({ id: 'composer.attach', defaultMessage: 'Attach files' })}
          onClick={() => fileInputRef.current?.click()}
        >
          <span aria-hidden="true" className="composer__attach-icon">
            +
          </span>
        </IconButton>
        <input
          ref={fileInputRef}
          type="file"
          multiple
          hidden
          accept={acceptedFiles}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            setFiles((current) => [...current, ...picked]);
            event.target.value = '';
          }}
        />
        <IconButton
          label={intl.formatMessage({ id: 'composer.insertPrompt', defaultMessage: 'Insert prompt' })}
          onClick={() => {
            setPickerOpen(true);
          }}
        >
          <span aria-hidden="true" className="composer__attach-icon">
            /
          </span>
        </IconButton>
        <textarea
          className="composer__input"
          rows={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            // Typing before the first screen's preload has run: the message being written needs them.
            void preloadMessageArticle().catch(() => undefined);
          }}
          onKeyDown={onKeyDown}
          aria-label={intl.formatMessage({ id: 'composer.label', defaultMessage: 'Message' })}
          placeholder={intl.formatMessage(
            { id: 'composer.placeholder', defaultMessage: 'Message {brand}…' },
            { brand: composerBrand },
          )}
        />
        <VoiceInputButton
          onText={(spoken) => {
            setText((current) => (current.trim() ? `${current.trimEnd()} ${spoken}` : spoken));
          }}
        />
        {running ? (
          <IconButton
            type="submit"
            className="composer__send composer__send--stop"
            label={intl.formatMessage({ id: 'composer.stop', defaultMessage: 'Stop' })}
          >
            <span aria-hidden="true" className="composer__stop-icon" />
          </IconButton>
        ) : (
          <IconButton
            type="submit"
            className="composer__send"
            label={intl.formatMessage({ id: 'composer.send', defaultMessage: 'Send' })}
            disabled={!canSend}
          >
            <SendIcon size={20} strokeWidth={1.8} />
          </IconButton>
        )}
      </div>
      {toolbar ? <div className="composer__toolbar">{toolbar}</div> : null}
      {pickerOpen ? (
        <PromptPickerDialog
          onClose={() => {
            setPickerOpen(false);
          }}
          onInsert={(prompts) => {
            setPickerOpen(false);
            // Several prompts become a queue, sent one after another.
            const inserted = prompts.map((prompt) => prompt.prompt).join('\n----\n');
            setText((current) => (current.trim() ? `${current}\n${inserted}` : inserted));
          }}
        />
      ) : null}
    </form>
  );
}
