import { useCallback } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { AdminClient } from './admin-client.ts';
import { consoleMessages } from './admin-console-messages.ts';
import { useAdminResource } from './use-admin-resource.ts';

const definitions = defineMessages({
  heading: { id: 'adminConsole.usage.heading', defaultMessage: 'Usage in the last 30 days' },
  day: { id: 'adminConsole.usage.day', defaultMessage: 'Day' },
  member: { id: 'adminConsole.usage.member', defaultMessage: 'Member' },
  model: { id: 'adminConsole.usage.model', defaultMessage: 'Model' },
  requests: { id: 'adminConsole.usage.requests', defaultMessage: 'Requests' },
  inputTokens: { id: 'adminConsole.usage.inputTokens', defaultMessage: 'Input tokens' },
  outputTokens: { id: 'adminConsole.usage.outputTokens', defaultMessage: 'Output tokens' },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
const messages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;

/** Requests and tokens per member, model and day, as the system-model route counted them. */
export function UsageTable({ client }: { client: AdminClient }) {
  const intl = useIntl();
  const load = useCallback(async () => (await client.usage()).usage, [client]);
  const usage = useAdminResource(load);
  const models = useAdminResource(
    useCallback(async () => (await client.systemModels()).systemModels, [client]),
  );
  const titles = new Map(models.value?.map((model) => [model.id, model.title]));
  return (
    <section className="admin-console__stack" aria-labelledby="admin-usage-heading">
      <h3 id="admin-usage-heading">{intl.formatMessage(messages.heading)}</h3>
      {usage.error === undefined ? null : <p role="alert">{usage.error}</p>}
      {usage.value?.length === 0 ? <p>{intl.formatMessage(consoleMessages.none)}</p> : null}
      {usage.value !== undefined && usage.value.length > 0 ? (
        <table className="admin-console__table">
          <thead>
            <tr>
              {[
                messages.day,
                messages.member,
                messages.model,
                messages.requests,
                messages.inputTokens,
                messages.outputTokens,
              ].map((heading) => (
                <th key={heading.id} scope="col">
                  {intl.formatMessage(heading)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {usage.value.map((row) => (
              <tr key={`${row.day}-${row.email}-${row.modelID}`}>
                <td>{row.day}</td>
                <td>{row.email}</td>
                <td>{titles.get(row.modelID) ?? row.modelID}</td>
                <td>{intl.formatNumber(row.requests)}</td>
                <td>{intl.formatNumber(row.inputTokens)}</td>
                <td>{intl.formatNumber(row.outputTokens)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
