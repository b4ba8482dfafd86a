import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  classifyAvatarURL,
  draftFromAgent,
  emptyAgentDraft,
  validateAgentDraft,
  type Agent,
  type AgentDraft,
  type AgentDraftErrors,
  type AgentVersion,
} from '@confab/core';
import { Button, DialogActions, formFieldClassNames, ModalDialog } from '@confab/ui';
import { fetchRemoteAvatar } from '../fetch-remote-avatar.ts';
import type { AgentActions } from '../use-agent-actions.ts';
import { AgentEditorFields } from './agent-editor-fields.tsx';
import { AgentHistoryPanel } from './agent-history-panel.tsx';
import { editorMessages, editorValueMessages } from './editor-messages.ts';
import { useAgentVersions } from './use-agent-versions.ts';

export interface AgentEditorDialogProps {
  /** The agent to edit; absent to create a new one. */
  agent?: Agent;
  actions: AgentActions;
  onClose: () => void;
}

/** Create or edit an agent; editing also shows the update history with preview and revert. */
export function AgentEditorDialog({ agent, actions, onClose }: AgentEditorDialogProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<AgentDraft>(() => (agent ? draftFromAgent(agent) : emptyAgentDraft));
  // The version a Revert loaded into the draft: nothing is saved until Save, and Cancel discards it.
  const [revertedFrom, setRevertedFrom] = useState<AgentVersion | undefined>();
  const [errors, setErrors] = useState<AgentDraftErrors>({});
  const [saving, setSaving] = useState(false);
  const versions = useAgentVersions(agent?.id);
  const formRef = useRef<HTMLFormElement>(null);
  const [failedSaves, setFailedSaves] = useState(0);

  // After a refused save, focus the first field in error; it carries aria-invalid only once rendered.
  useEffect(() => {
    if (failedSaves > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSaves]);

  const changeDraft = (part: Partial<AgentDraft>) => {
    const next = { ...draft, ...part };
    setDraft(next);
    // Errors already shown clear as they are fixed; new ones appear only on save.
    if (Object.keys(errors).length > 0) setErrors(validateAgentDraft(next));
  };

  const save = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAgentDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailedSaves((count) => count + 1);
      return;
    }
    setSaving(true);
    try {
      const saved = await withInlineAvatar(draft);
      if (saved === undefined) {
        setErrors({ avatarURL: 'unavailable' });
        setFailedSaves((count) => count + 1);
        return;
      }
      if (agent) await actions.update(agent, saved, revertedFrom ? { revertedFromID: revertedFrom.id } : {});
      else await actions.create(saved);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const revert = (version: AgentVersion) => {
    setDraft(draftFromAgent(version.data));
    setRevertedFrom(version);
    setErrors({});
  };
  const revertedNumber = versions.findIndex((version) => version.id === revertedFrom?.id) + 1;

  return (
    <ModalDialog
      title={intl.formatMessage(agent ? editorMessages.editTitle : editorMessages.createTitle)}
      onClose={onClose}
      size="wide"
    >
      <form
        ref={formRef}
        className={`agent-editor ${formFieldClassNames.form}`}
        noValidate
        onSubmit={(event) => void save(event)}
      >
        <div
          className={
            agent ? 'agent-editor__layout agent-editor__layout--with-history' : 'agent-editor__layout'
          }
        >
          <AgentEditorFields draft={draft} errors={errors} onChange={changeDraft} />
          {agent ? <AgentHistoryPanel versions={versions} onRevert={revert} /> : null}
        </div>
        <p className="agent-editor__notice" role="status">
          {revertedFrom
            ? intl.formatMessage(editorValueMessages.revertLoaded, { number: revertedNumber })
            : null}
        </p>
        <DialogActions>
          <Button onClick={onClose}>{intl.formatMessage(editorMessages.cancel)}</Button>
          <Button type="submit" variant="primary" disabled={saving}>
            {intl.formatMessage(editorMessages.save)}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}

/**
 * An agent keeps only inline pictures, so it never makes the browser call a host by being shown:
 * an https address typed in the editor is fetched once here (saving it is the person's consent)
 * and stored inline. Undefined when the picture cannot be fetched or is not an allowed image.
 */
async function withInlineAvatar(draft: AgentDraft): Promise<AgentDraft | undefined> {
  const source = classifyAvatarURL(draft.avatarURL);
  if (source.kind !== 'remote') return draft;
  try {
    return { ...draft, avatarURL: await fetchRemoteAvatar(source.url) };
  } catch {
    return undefined;
  }
}
