import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button, formFieldClassNames, IconButton } from '@confab/ui';
import type { DraftErrors } from './custom-model-draft.ts';
import { draftErrorMessages } from './draft-error-messages.ts';

export interface HeaderRow {
  name: string;
  value: string;
}

export function HeaderRowsField({
  rows,
  errors,
  onChange,
}: {
  rows: HeaderRow[];
  errors: DraftErrors['headers'];
  onChange: (rows: HeaderRow[]) => void;
}) {
  const intl = useIntl();
  const hintID = useId();
  const update = (index: number, change: Partial<HeaderRow>) => {
    onChange(rows.map((row, rowIndex) => (rowIndex === index ? { ...row, ...change } : row)));
  };
  return (
    <fieldset
      className={`${formFieldClassNames.group} ${formFieldClassNames.form}`}
      aria-describedby={hintID}
    >
      <legend className={formFieldClassNames.label}>
        {intl.formatMessage({ id: 'models.form.headers', defaultMessage: 'Custom headers' })}
      </legend>
      {/* The key vault locks the API key field only: a key typed into a header is stored and synced as typed. */}
      <p className={formFieldClassNames.hint} id={hintID}>
        {intl.formatMessage({
          id: 'models.form.headersHint',
          defaultMessage:
            'Saved and synced as typed, never locked with your password. Put an API key in the API key field instead.',
        })}
      </p>
      {rows.map((row, index) => {
        const error = errors[index];
        const position = index + 1;
        return (
          // Rows have no identity of their own; the index is what the error map uses too.
          <div className="header-rows__row" key={index}>
            <input
              aria-label={intl.formatMessage(
                { id: 'models.form.headerName', defaultMessage: 'Header {position} name' },
                { position },
              )}
              placeholder={intl.formatMessage({
                id: 'models.form.headerNamePlaceholder',
                defaultMessage: 'Name',
              })}
              value={row.name}
              aria-invalid={error !== undefined}
              onChange={(event) => {
                update(index, { name: event.target.value });
              }}
            />
            <input
              aria-label={intl.formatMessage(
                { id: 'models.form.headerValue', defaultMessage: 'Header {position} value' },
                { position },
              )}
              placeholder={intl.formatMessage({
                id: 'models.form.headerValuePlaceholder',
                defaultMessage: 'Value',
              })}
              value={row.value}
              onChange={(event) => {
                update(index, { value: event.target.value });
              }}
            />
            <IconButton
              label={intl.formatMessage(
                { id: 'models.form.removeHeader', defaultMessage: 'Remove header {position}' },
                { position },
              )}
              onClick={() => {
                onChange(rows.filter((_row, rowIndex) => rowIndex !== index));
              }}
            >
              <span aria-hidden="true">×</span>
            </IconButton>
            {error ? (
              <p className={formFieldClassNames.error}>{intl.formatMessage(draftErrorMessages[error])}</p>
            ) : null}
          </div>
        );
      })}
      <Button
        onClick={() => {
          onChange([...rows, { name: '', value: '' }]);
        }}
      >
        {intl.formatMessage({ id: 'models.form.addHeader', defaultMessage: 'Add header' })}
      </Button>
    </fieldset>
  );
}
