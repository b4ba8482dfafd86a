import { useCallback, useState, type SyntheticEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { licencePlans } from '@confab/core/protocol';
import { Button, FormField } from '@confab/ui';
import { serverErrorMessage } from '../../host/server-request-error.ts';
import type { AdminClient, AdminLicence, IssueLicenceInput } from './admin-client.ts';
import { consoleMessages } from './admin-console-messages.ts';
import { useAdminResource } from './use-admin-resource.ts';
import { ConsoleTextField } from './console-text-field.tsx';

const definitions = defineMessages({
  notConfigured: {
    id: 'adminConsole.licences.notConfigured',
    defaultMessage: 'The licence server is not configured on this server, so it cannot issue licences.',
  },
  issueHeading: { id: 'adminConsole.licences.issueHeading', defaultMessage: 'Issue a licence' },
  email: { id: 'adminConsole.licences.email', defaultMessage: 'E-mail address' },
  plan: { id: 'adminConsole.licences.plan', defaultMessage: 'Plan' },
  standard: { id: 'adminConsole.licences.plan.standard', defaultMessage: 'Standard' },
  premium: { id: 'adminConsole.licences.plan.premium', defaultMessage: 'Premium' },
  deviceLimit: { id: 'adminConsole.licences.deviceLimit', defaultMessage: 'Device limit' },
  deviceLimitHint: {
    id: 'adminConsole.licences.deviceLimitHint',
    defaultMessage: 'Leave empty for the plan’s own limit.',
  },
  issue: { id: 'adminConsole.licences.issue', defaultMessage: 'Issue licence' },
  issuedKey: { id: 'adminConsole.licences.issuedKey', defaultMessage: 'New licence key' },
  issuedKeyHint: {
    id: 'adminConsole.licences.issuedKeyHint',
    defaultMessage: 'Copy it now: it is shown only once.',
  },
  list: { id: 'adminConsole.licences.list', defaultMessage: 'Licences' },
  devices: { id: 'adminConsole.licences.devices', defaultMessage: '{active} of {limit} devices' },
  endingIn: { id: 'adminConsole.licences.endingIn', defaultMessage: 'key ending {last4}' },
  revoked: { id: 'adminConsole.licences.revoked', defaultMessage: 'revoked' },
  revoke: { id: 'adminConsole.licences.revoke', defaultMessage: 'Revoke' },
  revokeLabel: { id: 'adminConsole.licences.revokeLabel', defaultMessage: 'Revoke the licence of {email}' },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
const messages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;

type Plan = IssueLicenceInput['plan'];

export function LicencesSection({ client }: { client: AdminClient }) {
  const intl = useIntl();
  const load = useCallback(() => client.licences(), [client]);
  const licences = useAdminResource<AdminLicence[] | null>(load);
  const [email, setEmail] = useState('');
  const [plan, setPlan] = useState<Plan>('standard');
  const [deviceLimit, setDeviceLimit] = useState('');
  const [issuedKey, setIssuedKey] = useState<string>();
  const [issueError, setIssueError] = useState<string>();

  if (licences.value === null) {
    return <p className="admin-console__intro">{intl.formatMessage(messages.notConfigured)}</p>;
  }

  const issue = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIssueError(undefined);
    const limit = Number(deviceLimit);
    try {
      const key = await client.issueLicence({
        email: email.trim(),
        plan,
        ...(deviceLimit.trim() !== '' && Number.isInteger(limit) && limit > 0 ? { deviceLimit: limit } : {}),
      });
      setIssuedKey(key);
      setEmail('');
      await licences.change(() => client.licences());
    } catch (failure) {
      setIssueError(serverErrorMessage(failure));
    }
  };

  return (
    <div className="admin-console__stack">
      {licences.error === undefined ? null : (
        <p role="alert" className="admin-console__error">
          {licences.error}
        </p>
      )}
      <form
        className="admin-console__form"
        aria-label={intl.formatMessage(messages.issueHeading)}
        onSubmit={(event) => {
          void issue(event);
        }}
      >
        <h3>{intl.formatMessage(messages.issueHeading)}</h3>
        <ConsoleTextField
          label={intl.formatMessage(messages.email)}
          type="email"
          required
          value={email}
          onChange={setEmail}
        />
        <FormField label={intl.formatMessage(messages.plan)}>
          {(control) => (
            <select
              {...control}
              value={plan}
              onChange={(event) => {
                setPlan(event.target.value === 'premium' ? 'premium' : 'standard');
              }}
            >
              {licencePlans.map((name) => (
                <option key={name} value={name}>
                  {intl.formatMessage(messages[name])}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={intl.formatMessage(messages.deviceLimit)}
          hint={intl.formatMessage(messages.deviceLimitHint)}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              step={1}
              value={deviceLimit}
              onChange={(event) => {
                setDeviceLimit(event.target.value);
              }}
            />
          )}
        </FormField>
        <div className="admin-console__save-bar">
          <Button type="submit" variant="primary">
            {intl.formatMessage(messages.issue)}
          </Button>
          {issueError === undefined ? null : (
            <p role="alert" className="admin-console__error">
              {issueError}
            </p>
          )}
        </div>
        {issuedKey === undefined ? null : (
          <FormField
            label={intl.formatMessage(messages.issuedKey)}
            hint={intl.formatMessage(messages.issuedKeyHint)}
          >
            {(control) => <input {...control} type="text" readOnly value={issuedKey} />}
          </FormField>
        )}
      </form>
      <ul className="admin-console__list" aria-label={intl.formatMessage(messages.list)}>
        {licences.value?.length === 0 ? <li>{intl.formatMessage(consoleMessages.none)}</li> : null}
        {licences.value?.map((licence) => (
          <li key={licence.id} className="admin-console__row">
            <span>
              <strong>{licence.email}</strong>{' '}
              <span className="admin-console__muted">
                {licence.plan} · {intl.formatMessage(messages.endingIn, { last4: licence.keyLast4 })} ·{' '}
                {intl.formatMessage(messages.devices, {
                  active: licence.activeDevices,
                  limit: licence.deviceLimit,
                })}
                {licence.revokedAt ? ` · ${intl.formatMessage(messages.revoked)}` : null}
              </span>
            </span>
            {licence.revokedAt ? null : (
              <Button
                variant="danger"
                disabled={licences.busy}
                aria-label={intl.formatMessage(messages.revokeLabel, { email: licence.email })}
                onClick={() => {
                  void licences.change(async () => {
                    await client.revokeLicence(licence.id);
                    return client.licences();
                  });
                }}
              >
                {intl.formatMessage(messages.revoke)}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
