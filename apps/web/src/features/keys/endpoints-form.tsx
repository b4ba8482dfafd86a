import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import type { SettingsState } from '../../storage/use-settings.ts';
import { endpointFields, isValidEndpoint, type EndpointFieldID } from './endpoint-fields.ts';
import { endpointMessages } from './endpoint-messages.ts';
import './endpoints-form.css';

type Drafts = ReadonlyMap<EndpointFieldID, string>;
type Status = { kind: 'saved' } | { kind: 'reset' } | { kind: 'failed' } | null;

export interface EndpointsFormProps {
  settings: SettingsState<string>;
}

function draftsFrom(settings: EndpointsFormProps['settings']): Drafts {
  return new Map(endpointFields.map((field) => [field.id, settings.values.get(field.setting) ?? '']));
}

const emptyDrafts: Drafts = new Map(endpointFields.map((field) => [field.id, '']));

/**
 * The spec reloads the page after saving endpoints; settings here are live, so the new endpoints apply
 * at once and a status message replaces the alert and the reload.
 */
export function EndpointsForm({ settings }: EndpointsFormProps) {
  const intl = useIntl();
  const baseID = useId();
  const [drafts, setDrafts] = useState<Drafts>(() => draftsFrom(settings));
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const invalid = endpointFields
    .map((field) => field.id)
    .filter((id) => !isValidEndpoint(drafts.get(id) ?? ''));

  const store = async (values: Drafts, success: Status) => {
    setBusy(true);
    setStatus(null);
    try {
      await Promise.all(
        endpointFields.map((field) => settings.save(field.setting, (values.get(field.id) ?? '').trim())),
      );
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
          document.getElementById(`${baseID}-${invalid[0] ?? ''}`)?.focus();
          return;
        }
        void store(drafts, { kind: 'saved' });
      }}
    >
      {endpointFields.map((field) => {
        const { id } = field;
        const inputID = `${baseID}-${id}`;
        const errorID = `${inputID}-error`;
        const fieldInvalid = showErrors && invalid.includes(id);
        return (
          <div key={id} className="settings-field endpoints-form__field">
            <label htmlFor={inputID}>{intl.formatMessage(field.label, field.labelValues)}</label>
            <input
              id={inputID}
              className="endpoints-form__input"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={field.defaultEndpoint}
              value={drafts.get(id) ?? ''}
              disabled={busy}
              aria-invalid={fieldInvalid}
              aria-describedby={fieldInvalid ? errorID : undefined}
              onChange={(event) => {
                setDrafts(new Map(drafts).set(id, event.target.value));
              }}
            />
            {fieldInvalid ? (
              <p id={errorID} className="endpoints-form__error">
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
