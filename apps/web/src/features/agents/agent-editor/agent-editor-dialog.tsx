import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  draftFromAgent,
  emptyAgentDraft,
  validateAgentDraft,
  type Agent,
  type AgentDraft,
  type AgentDraftErrors,
} from '@confab/core';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import type { AgentActions } from '../use-agent-actions.ts';
import { AgentEditorFields } from './agent-editor-fields.tsx';
import { AgentHistoryPanel } from './agent-history-panel.tsx';
import { editorMessages } from './editor-messages.ts';
import { useAgentVersions } from './use-agent-versions.ts';

export interface AgentEditorDialogProps {
  /** The agent to edit; absent to create a new one. */
  agent?: Agent;
  actions: AgentActions;
  onClose: () => void;
}

/** Create or edit an agent; editing also shows the update history with preview and revert. */
export function AgentEditorDialog({ agent: initialAgent, actions, onClose }: AgentEditorDialogProps) {
  const intl = useIntl();
  const [agent, setAgent] = useState(initialAgent);
  const [draft, setDraft] = useState<AgentDraft>(() =>
    initialAgent ? draftFromAgent(initialAgent) : emptyAgentDraft,
  );
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
      if (agent) await actions.update(agent, draft);
      else await actions.create(draft);
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const revert = async (versionID: string) => {
    if (!agent) return;
    const reverted = await actions.revert(agent, versionID);
    if (!reverted) return;
    setAgent(reverted);
    setDraft(draftFromAgent(reverted));
    setErrors({});
  };

  return (
    <ModalDialog
      title={intl.formatMessage(agent ? editorMessages.editTitle : editorMessages.createTitle)}
      onClose={onClose}
      size="wide"
    >
      <form ref={formRef} className="agent-editor" noValidate onSubmit={(event) => void save(event)}>
        <div
          className={
            agent ? 'agent-editor__layout agent-editor__layout--with-history' : 'agent-editor__layout'
          }
        >
          <AgentEditorFields draft={draft} errors={errors} onChange={changeDraft} />
          {agent ? (
            <AgentHistoryPanel versions={versions} onRevert={(version) => void revert(version.id)} />
          ) : null}
        </div>
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
