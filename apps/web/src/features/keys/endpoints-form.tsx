import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import {
  endpointFieldIds,
  endpointFields,
  isValidEndpoint,
  type EndpointFieldId,
} from './endpoint-fields.ts';
import type { EndpointSettingState } from './use-endpoint-setting.ts';
import { endpointMessages } from './endpoint-messages.ts';
import './endpoints-form.css';

type Drafts = Record<EndpointFieldId, string>;
type Status = { kind: 'saved' } | { kind: 'reset' } | { kind: 'failed' } | null;

export interface EndpointsFormProps {
  settings: Record<EndpointFieldId, EndpointSettingState>;
}

function draftsFrom(settings: EndpointsFormProps['settings']): Drafts {
  return {
    chatCompletions: settings.chatCompletions.value,
    anthropic: settings.anthropic.value,
    gemini: settings.gemini.value,
    speechTranscription: settings.speechTranscription.value,
  };
}

const emptyDrafts: Drafts = { chatCompletions: '', anthropic: '', gemini: '', speechTranscription: '' };

/**
 * The spec reloads the page after saving endpoints; settings here are live, so the new endpoints apply
 * at once and a status message replaces the alert and the reload.
 */
export function EndpointsForm({ settings }: EndpointsFormProps) {
  const intl = useIntl();
  const baseId = useId();
  const [drafts, setDrafts] = useState<Drafts>(() => draftsFrom(settings));
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const invalid = endpointFieldIds.filter((id) => !isValidEndpoint(drafts[id]));

  const store = async (values: Drafts, success: Status) => {
    setBusy(true);
    setStatus(null);
    try {
      await Promise.all(endpointFieldIds.map((id) => settings[id].save(values[id].trim())));
      setDrafts(values);
      setStatus(success);
    } catch {
      setStatus({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShowErrors(true);
        if (invalid.length > 0) {
          setStatus(null);
          document.getElementById(`${baseId}-${invalid[0] ?? ''}`)?.focus();
          return;
        }
        void store(drafts, { kind: 'saved' });
      }}
    >
      {endpointFieldIds.map((id) => {
        const field = endpointFields[id];
        const inputId = `${baseId}-${id}`;
        const errorId = `${inputId}-error`;
        const fieldInvalid = showErrors && invalid.includes(id);
        return (
          <div key={id} className="settings-field endpoints-form__field">
            <label htmlFor={inputId}>{intl.formatMessage(field.label)}</label>
            <input
              id={inputId}
              className="endpoints-form__input"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={field.defaultEndpoint}
              value={drafts[id]}
              disabled={busy}
              aria-invalid={fieldInvalid}
              aria-describedby={fieldInvalid ? errorId : undefined}
              onChange={(event) => {
                setDrafts({ ...drafts, [id]: event.target.value });
              }}
            />
            {fieldInvalid ? (
              <p id={errorId} className="endpoints-form__error">
                {intl.formatMessage(endpointMessages.invalidURL)}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="endpoints-form__actions">
        <Button type="submit" variant="primary" disabled={busy}>
          {intl.formatMessage(endpointMessages.save)}
        </Button>
        <Button
          disabled={busy}
          onClick={() => {
            setShowErrors(false);
            void store(emptyDrafts, { kind: 'reset' });
          }}
        >
          {intl.formatMessage(endpointMessages.reset)}
        </Button>
      </div>
      {status?.kind === 'failed' ? (
        <p role="alert" className="endpoints-form__error">
          {intl.formatMessage(endpointMessages.genericFailure)}
        </p>
      ) : null}
      <p role="status" className="endpoints-form__status">
        {status?.kind === 'saved' ? intl.formatMessage(endpointMessages.saved) : null}
        {status?.kind === 'reset' ? intl.formatMessage(endpointMessages.resetDone) : null}
      </p>
    </form>
  );
}
