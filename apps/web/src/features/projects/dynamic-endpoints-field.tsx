import { useId } from 'react';
import { useIntl } from 'react-intl';
import { cryptoRandom } from '@confab/core';
import { staticDynamicContextSource, urlDynamicContextSource } from '@confab/core/projects';
import { Button, CloseIcon, IconButton } from '@confab/ui';
import type { DraftEndpoint, EndpointError } from './project-settings-draft.ts';
import { projectMessages } from './project-messages.ts';

export interface DynamicEndpointsFieldProps {
  endpoints: DraftEndpoint[];
  errors: ReadonlyMap<string, EndpointError>;
  editable: boolean;
  onChange: (endpoints: DraftEndpoint[]) => void;
}

/** The project's dynamic-context rows: name, source, and the URL to fetch or the static text. */
export function DynamicEndpointsField({ endpoints, errors, editable, onChange }: DynamicEndpointsFieldProps) {
  const intl = useIntl();
  const headingID = useId();
  const update = (key: string, part: Partial<DraftEndpoint>) => {
    onChange(endpoints.map((endpoint) => (endpoint.key === key ? { ...endpoint, ...part } : endpoint)));
  };

  return (
    <section className="project-settings__section" aria-labelledby={headingID}>
      <h3 id={headingID} className="project-settings__heading">
        {intl.formatMessage(projectMessages.endpoints)}
      </h3>
      <p className="project-settings__hint">{intl.formatMessage(projectMessages.endpointsHint)}</p>
      {endpoints.length === 0 ? (
        <p className="project-settings__empty">{intl.formatMessage(projectMessages.noEndpoints)}</p>
      ) : null}
      {endpoints.map((endpoint, index) => (
        <EndpointRow
          key={endpoint.key}
          endpoint={endpoint}
          number={index + 1}
          error={errors.get(endpoint.key)}
          editable={editable}
          onChange={(part) => {
            update(endpoint.key, part);
          }}
          onRemove={() => {
            onChange(endpoints.filter((candidate) => candidate.key !== endpoint.key));
          }}
        />
      ))}
      {editable ? (
        <Button
          onClick={() => {
            onChange([
              ...endpoints,
              { key: cryptoRandom.uuid(), name: '', source: urlDynamicContextSource, url: '', content: '' },
            ]);
          }}
        >
          {intl.formatMessage(projectMessages.addEndpoint)}
        </Button>
      ) : null}
    </section>
  );
}

interface EndpointRowProps {
  endpoint: DraftEndpoint;
  number: number;
  error: EndpointError | undefined;
  editable: boolean;
  onChange: (part: Partial<DraftEndpoint>) => void;
  onRemove: () => void;
}

function EndpointRow({ endpoint, number, error, editable, onChange, onRemove }: EndpointRowProps) {
  const intl = useIntl();
  const id = useId();
  const isStatic = endpoint.source === staticDynamicContextSource;
  const nameInvalid = error === 'nameRequired';
  const urlInvalid = error === 'urlRequired';
  return (
    <fieldset className="project-settings__endpoint" disabled={!editable}>
      <legend className="project-settings__endpoint-legend">
        {intl.formatMessage(projectMessages.endpointGroup, { number })}
      </legend>
      <div className="project-settings__endpoint-row">
        <div className="project-settings__field">
          <label htmlFor={`${id}-name`}>{intl.formatMessage(projectMessages.endpointName)}</label>
          <input
            id={`${id}-name`}
            type="text"
            value={endpoint.name}
            aria-invalid={nameInvalid}
            aria-describedby={nameInvalid ? `${id}-error` : undefined}
            onChange={(event) => {
              onChange({ name: event.target.value });
            }}
          />
        </div>
        <div className="project-settings__field project-settings__field--source">
          <label htmlFor={`${id}-source`}>{intl.formatMessage(projectMessages.endpointSource)}</label>
          <select
            id={`${id}-source`}
            value={endpoint.source}
            onChange={(event) => {
              onChange({
                source:
                  event.target.value === staticDynamicContextSource
                    ? staticDynamicContextSource
                    : urlDynamicContextSource,
              });
            }}
          >
            <option value={urlDynamicContextSource}>{intl.formatMessage(projectMessages.sourceURL)}</option>
            <option value={staticDynamicContextSource}>
              {intl.formatMessage(projectMessages.sourceStatic)}
            </option>
          </select>
        </div>
        {editable ? (
          <IconButton
            className="project-settings__endpoint-remove"
            label={intl.formatMessage(projectMessages.removeEndpoint, { number })}
            onClick={onRemove}
          >
            <CloseIcon strokeWidth={2.4} />
          </IconButton>
        ) : null}
      </div>
      {isStatic ? (
        <div className="project-settings__field">
          <label htmlFor={`${id}-content`}>{intl.formatMessage(projectMessages.endpointContent)}</label>
          <textarea
            id={`${id}-content`}
            rows={3}
            value={endpoint.content}
            onChange={(event) => {
              onChange({ content: event.target.value });
            }}
          />
        </div>
      ) : (
        <div className="project-settings__field">
          <label htmlFor={`${id}-url`}>{intl.formatMessage(projectMessages.endpointURL)}</label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={endpoint.url}
            aria-invalid={urlInvalid}
            aria-describedby={urlInvalid ? `${id}-error` : undefined}
            onChange={(event) => {
              onChange({ url: event.target.value });
            }}
          />
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="project-settings__error">
          {intl.formatMessage(
            error === 'nameRequired' ? projectMessages.nameRequired : projectMessages.urlRequired,
          )}
        </p>
      ) : null}
    </fieldset>
  );
}
