import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { cryptoRandom, systemClock, type Folder } from '@confab/core';
import { Button, DialogActions, formFieldClassNames, ModalDialog, useToasts } from '@confab/ui';
import { useStorage } from '../../storage/app-storage.tsx';
import { PricingLink } from '../licence/index.ts';
import { useAvailableModels } from '../models/index.ts';
import { projectMessages } from './project-messages.ts';
import { projectButtonMessages } from './project-button-messages.ts';
import {
  draftFromSettings,
  endpointErrors,
  type EndpointError,
  type ProjectSettingsDraft,
} from './project-settings-draft.ts';
import { saveProjectSettings } from './save-project-settings.ts';
import { ProjectFilesField } from './project-files-field.tsx';
import { DynamicEndpointsField } from './dynamic-endpoints-field.tsx';
import { ProjectKnowledgeField } from './project-knowledge-field.tsx';
import { DialogToasts } from './dialog-toasts.tsx';
import { useProjectFolder } from './use-project-folder.ts';
import { useStoredAgents } from './use-stored-agents.ts';
import { useProjectPermissions, type ProjectPermissions } from './use-project-permissions.ts';
import './project-settings.css';

export interface ProjectSettingsDialogProps {
  folderID: string;
  onClose: () => void;
}

/** The project settings popup (spec §2): system message, model, files, assigned agent, dynamic context. */
export function ProjectSettingsDialog({ folderID, onClose }: ProjectSettingsDialogProps) {
  const intl = useIntl();
  const { folder, loaded } = useProjectFolder(folderID);
  const permissions = useProjectPermissions();
  return (
    <ModalDialog
      title={intl.formatMessage(projectButtonMessages.title)}
      onClose={onClose}
      className={`project-settings ${formFieldClassNames.form}`}
    >
      {folder ? (
        <ProjectSettingsForm folder={folder} permissions={permissions} onClose={onClose} />
      ) : (
        <>
          <p>{intl.formatMessage(loaded ? projectMessages.missing : projectMessages.loading)}</p>
          <DialogActions>
            <Button onClick={onClose}>{intl.formatMessage(projectMessages.close)}</Button>
          </DialogActions>
        </>
      )}
    </ModalDialog>
  );
}

interface ProjectSettingsFormProps {
  folder: Folder;
  permissions: ProjectPermissions;
  onClose: () => void;
}

function ProjectSettingsForm({ folder, permissions, onClose }: ProjectSettingsFormProps) {
  const intl = useIntl();
  const storage = useStorage();
  const { models } = useAvailableModels();
  const agents = useStoredAgents();
  const toasts = useToasts();
  const ids = { systemMessage: useId(), model: useId(), agent: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const systemMessageRef = useRef<HTMLTextAreaElement>(null);
  // The draft is taken once: a change from another tab while the dialog is open does not reset typing.
  const [draft, setDraft] = useState<ProjectSettingsDraft>(() =>
    draftFromSettings(folder.settings, () => cryptoRandom.uuid()),
  );
  const [errors, setErrors] = useState<ReadonlyMap<string, EndpointError>>(new Map());
  const [failedSaves, setFailedSaves] = useState(0);
  const [saving, setSaving] = useState(false);
  const { editable } = permissions;

  // showModal() focuses the first control; the system message is where people start.
  useEffect(() => {
    systemMessageRef.current?.focus();
  }, []);
  useEffect(() => {
    if (failedSaves > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSaves]);

  const change = (part: Partial<ProjectSettingsDraft>) => {
    const next = { ...draft, ...part };
    setDraft(next);
    // Errors already shown clear as they are fixed; new ones appear only on save.
    if (errors.size > 0) setErrors(endpointErrors(next.endpoints));
  };

  const save = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editable || saving) return;
    const found = endpointErrors(draft.endpoints);
    setErrors(found);
    if (found.size > 0) {
      toasts.show(intl.formatMessage(projectMessages.endpointsIncomplete), 'error');
      setFailedSaves((count) => count + 1);
      return;
    }
    setSaving(true);
    try {
      await saveProjectSettings(storage, folder.id, draft, systemClock.now());
      onClose();
    } catch {
      toasts.show(intl.formatMessage(projectMessages.saveFailed), 'error');
      setSaving(false);
    }
  };

  const modelOffered = draft.model === '' || models.some((model) => model.id === draft.model);
  const agentOffered =
    draft.assignedAgentID === '' || agents.some((agent) => agent.id === draft.assignedAgentID);

  return (
    <form ref={formRef} className="project-settings__form" noValidate onSubmit={(event) => void save(event)}>
      <p className="project-settings__intro">
        {intl.formatMessage(projectMessages.intro, { project: folder.title })}
      </p>
      {editable ? null : (
        <p className="project-settings__notice" role="note">
          {intl.formatMessage(
            permissions.licenceNeeded ? projectMessages.licenceNeeded : projectMessages.readOnly,
          )}
          {permissions.licenceNeeded ? (
            <>
              {' '}
              <PricingLink onOpen={onClose}>{intl.formatMessage(projectMessages.seeLicences)}</PricingLink>
            </>
          ) : null}
        </p>
      )}
      <div className="project-settings__field">
        <label htmlFor={ids.systemMessage}>{intl.formatMessage(projectMessages.systemMessage)}</label>
        <textarea
          ref={systemMessageRef}
          id={ids.systemMessage}
          rows={4}
          readOnly={!editable}
          value={draft.systemMessage}
          aria-describedby={`${ids.systemMessage}-hint`}
          onChange={(event) => {
            change({ systemMessage: event.target.value });
          }}
        />
        <p id={`${ids.systemMessage}-hint`} className="project-settings__hint">
          {intl.formatMessage(projectMessages.systemMessageHint)}
        </p>
      </div>
      <div className="project-settings__pair">
        <div className="project-settings__field">
          <label htmlFor={ids.model}>{intl.formatMessage(projectMessages.model)}</label>
          <select
            id={ids.model}
            value={draft.model}
            disabled={!editable}
            aria-describedby={`${ids.model}-hint`}
            onChange={(event) => {
              change({ model: event.target.value });
            }}
          >
            <option value="">{intl.formatMessage(projectMessages.defaultModel)}</option>
            {modelOffered ? null : <option value={draft.model}>{draft.model}</option>}
            {models.map((model) => (
              <option key={model.id} value={model.id}>
                {model.title}
              </option>
            ))}
          </select>
          <p id={`${ids.model}-hint`} className="project-settings__hint">
            {intl.formatMessage(projectMessages.modelHint)}
          </p>
        </div>
        <div className="project-settings__field">
          <label htmlFor={ids.agent}>{intl.formatMessage(projectMessages.agent)}</label>
          <select
            id={ids.agent}
            value={draft.assignedAgentID}
            disabled={!editable}
            aria-describedby={`${ids.agent}-hint`}
            onChange={(event) => {
              change({ assignedAgentID: event.target.value });
            }}
          >
            <option value="">{intl.formatMessage(projectMessages.noAgent)}</option>
            {agentOffered ? null : <option value={draft.assignedAgentID}>{draft.assignedAgentID}</option>}
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.title}
              </option>
            ))}
          </select>
          <p id={`${ids.agent}-hint`} className="project-settings__hint">
            {intl.formatMessage(projectMessages.agentHint)}
          </p>
        </div>
      </div>
      <ProjectFilesField
        files={draft.files}
        editable={editable}
        onChange={(files) => {
          change({ files });
        }}
        onOpenKnowledgeBase={onClose}
      />
      <ProjectKnowledgeField
        collectionIDs={draft.knowledgeCollectionIDs}
        editable={editable}
        onChange={(knowledgeCollectionIDs) => {
          change({ knowledgeCollectionIDs });
        }}
      />
      {permissions.dynamicContext ? (
        <DynamicEndpointsField
          endpoints={draft.endpoints}
          errors={errors}
          editable={editable}
          onChange={(endpoints) => {
            change({ endpoints });
          }}
        />
      ) : (
        <p className="project-settings__hint">{intl.formatMessage(projectMessages.endpointsOff)}</p>
      )}
      <DialogToasts toasts={toasts.toasts} onDismiss={toasts.dismiss} />
      <DialogActions>
        {editable ? (
          <>
            <Button onClick={onClose}>{intl.formatMessage(projectMessages.cancel)}</Button>
            <Button type="submit" variant="primary" disabled={saving}>
              {intl.formatMessage(projectMessages.save)}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{intl.formatMessage(projectMessages.close)}</Button>
        )}
      </DialogActions>
    </form>
  );
}
