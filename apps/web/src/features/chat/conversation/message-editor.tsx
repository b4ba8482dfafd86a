import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { chatMessages } from './chat-messages.ts';

export interface MessageEditorProps {
  initialText: string;
  /** Prompts are answered again after an edit; answers are corrected in place. */
  resend: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
}

export function MessageEditor({ initialText, resend, onSave, onCancel }: MessageEditorProps) {
  const intl = useIntl();
  const [text, setText] = useState(initialText);
  const save = () => {
    if (text.trim()) onSave(text);
  };
  return (
    <div className="message-editor">
      <textarea
        aria-label={intl.formatMessage(chatMessages.editLabel)}
        value={text}
        autoFocus
        rows={Math.min(12, Math.max(3, text.split('\n').length))}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) save();
        }}
      />
      <div className="message-editor__actions">
        <Button variant="ghost" onClick={onCancel}>
          {intl.formatMessage(chatMessages.cancelEdit)}
        </Button>
        <Button variant="primary" onClick={save} disabled={!text.trim()}>
          {intl.formatMessage(resend ? chatMessages.saveAndSend : chatMessages.saveEdit)}
        </Button>
      </div>
    </div>
  );
}
