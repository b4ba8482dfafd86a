import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Prompt, PromptDraft } from '@confab/core';
import { Button, DialogActions, ModalDialog, StarIcon } from '@confab/ui';
import { promptMessages } from './prompt-messages.ts';
import { PromptSyntaxHelp } from './prompt-syntax-help.tsx';
import { TagInput } from './tag-input.tsx';
import { Notices } from '../notices/index.ts';
import { usePromptDraft } from './use-prompt-draft.ts';
import { useToasts } from '@confab/ui';
import './prompt-editor.css';

export interface PromptEditorDialogProps {
  /** Absent when adding a new prompt. */
  existing?: Prompt;
  onSave: (draft: PromptDraft) => Promise<void>;
  onClose: () => void;
}

const isApplePlatform = /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Add or edit one prompt: title and text are required (inline error and a toast), Meta/Ctrl+Enter saves. */
export function PromptEditorDialog({ existing, onSave, onClose }: PromptEditorDialogProps) {
  const intl = useIntl();
  const editor = usePromptDraft(existing);
  const toasts = useToasts();
  const [saving, setSaving] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const ids = {
    title: useId(),
    description: useId(),
    prompt: useId(),
    titleError: useId(),
    promptError: useId(),
  };
  const titleError = editor.errors.includes('titleRequired');
  const promptError = editor.errors.includes('promptRequired');

  const save = async () => {
    if (saving) return;
    const result = editor.submit();
    if ('errors' in result) {
      toasts.show(intl.formatMessage(promptMessages.fixErrors), 'error');
      (result.errors.includes('titleRequired') ? titleRef : promptRef).current?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave(result.draft);
    } catch {
      toasts.show(intl.formatMessage(promptMessages.saveFailed), 'error');
      setSaving(false);
    }
  };
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  return (
    <ModalDialog
      className="prompt-editor"
      title={intl.formatMessage(existing ? promptMessages.editorEditTitle : promptMessages.editorAddTitle)}
      onClose={onClose}
      initialFocusRef={titleRef}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
          event.preventDefault();
          void save();
        }
      }}
      headerExtra={
        <>
          <span className={`prompt-editor__state prompt-editor__state--${existing ? 'saved' : 'new'}`}>
            {intl.formatMessage(existing ? promptMessages.editorSaved : promptMessages.editorNew)}
          </span>
          <button
            type="button"
            className="prompt-card__favourite prompt-editor__favourite"
            aria-pressed={editor.draft.favourite}
            aria-label={intl.formatMessage(promptMessages.favourite)}
            title={intl.formatMessage(promptMessages.favourite)}
            onClick={() => {
              editor.update({ favourite: !editor.draft.favourite });
            }}
          >
            <StarIcon filled={editor.draft.favourite} />
          </button>
        </>
      }
    >
      <form className="prompt-editor__form" noValidate onSubmit={onSubmit}>
        <div className="prompt-field">
          <label className="prompt-field__label" htmlFor={ids.title}>
            {intl.formatMessage(promptMessages.fieldTitle)}
          </label>
          <input
            ref={titleRef}
            id={ids.title}
            className="prompt-field__input"
            required
            value={editor.draft.title}
            aria-invalid={titleError}
            aria-describedby={titleError ? ids.titleError : undefined}
            onChange={(event) => {
              editor.update({ title: event.target.value });
            }}
          />
          {titleError ? (
            <p id={ids.titleError} className="prompt-field__error">
              {intl.formatMessage(promptMessages.titleRequired)}
            </p>
          ) : null}
        </div>
        <div className="prompt-field">
          <label className="prompt-field__label" htmlFor={ids.description}>
            {intl.formatMessage(promptMessages.fieldDescription)}
          </label>
          <input
            id={ids.description}
            className="prompt-field__input"
            value={editor.draft.description}
            onChange={(event) => {
              editor.update({ description: event.target.value });
            }}
          />
        </div>
        <div className="prompt-field">
          <label className="prompt-field__label" htmlFor={ids.prompt}>
            {intl.formatMessage(promptMessages.fieldPrompt)}
          </label>
          <textarea
            ref={promptRef}
            id={ids.prompt}
            className="prompt-field__input prompt-field__textarea"
            rows={8}
            required
            value={editor.draft.prompt}
            aria-invalid={promptError}
            aria-describedby={promptError ? ids.promptError : undefined}
            onChange={(event) => {
              editor.update({ prompt: event.target.value });
            }}
          />
          {promptError ? (
            <p id={ids.promptError} className="prompt-field__error">
              {intl.formatMessage(promptMessages.promptRequired)}
            </p>
          ) : null}
        </div>
        <TagInput
          tags={editor.draft.tags}
          onChange={(tags) => {
            editor.update({ tags });
          }}
          pending={editor.pendingTag}
          onPendingChange={editor.setPendingTag}
        />
        <PromptSyntaxHelp />
        <Notices notices={toasts.toasts} onDismiss={toasts.dismiss} placement="inline" />
        <DialogActions>
          <span className="prompt-editor__shortcut">
            {intl.formatMessage(promptMessages.shortcutHint, {
              shortcut: isApplePlatform ? '⌘+Enter' : 'Ctrl+Enter',
            })}
          </span>
          <Button onClick={onClose}>{intl.formatMessage(promptMessages.cancel)}</Button>
          <Button type="submit" variant="primary" disabled={saving}>
            {intl.formatMessage(existing ? promptMessages.save : promptMessages.add)}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
