import { useCallback } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { AdminClient } from './admin-client.ts';
import { consoleMessages } from './admin-console-messages.ts';
import { useAdminResource } from './use-admin-resource.ts';

const definitions = defineMessages({
  when: { id: 'adminConsole.audit.when', defaultMessage: 'When' },
  who: { id: 'adminConsole.audit.who', defaultMessage: 'Who' },
  what: { id: 'adminConsole.audit.what', defaultMessage: 'What' },
  details: { id: 'adminConsole.audit.details', defaultMessage: 'Details' },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
const messages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;

const actionLabels: ReadonlyMap<string, MessageDescriptor> = new Map(
  Object.entries(
    defineMessages({
      'host-config.update': {
        id: 'adminConsole.audit.hostConfigUpdate',
        defaultMessage: 'Changed the host config',
      },
      'member.invite': { id: 'adminConsole.audit.memberInvite', defaultMessage: 'Invited a member' },
      'member.remove': { id: 'adminConsole.audit.memberRemove', defaultMessage: 'Removed a member' },
      'member.groups': { id: 'adminConsole.audit.memberGroups', defaultMessage: 'Changed a member’s groups' },
      'group.create': { id: 'adminConsole.audit.groupCreate', defaultMessage: 'Created a group' },
      'group.delete': { id: 'adminConsole.audit.groupDelete', defaultMessage: 'Deleted a group' },
      'system-model.add': { id: 'adminConsole.audit.systemModelAdd', defaultMessage: 'Added a system model' },
      'system-model.remove': {
        id: 'adminConsole.audit.systemModelRemove',
        defaultMessage: 'Removed a system model',
      },
    }),
  ),
);

/** Who changed what and when; the details are the server's summary, which holds no secrets. */
export function AuditSection({ client }: { client: AdminClient }) {
  const intl = useIntl();
  const load = useCallback(async () => (await client.audit()).entries, [client]);
  const entries = useAdminResource(load);
  if (entries.error !== undefined) return <p role="alert">{entries.error}</p>;
  if (entries.value === undefined) return <p>{intl.formatMessage(consoleMessages.loading)}</p>;
  if (entries.value.length === 0) return <p>{intl.formatMessage(consoleMessages.none)}</p>;
  return (
    <table className="admin-console__table">
      <thead>
        <tr>
          {[messages.when, messages.who, messages.what, messages.details].map((heading) => (
            <th key={heading.id} scope="col">
              {intl.formatMessage(heading)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.value.map((entry) => {
          const label = actionLabels.get(entry.action);
          return (
            <tr key={entry.id}>
              <td>{intl.formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
              <td>{entry.actorEmail}</td>
              <td>{label ? intl.formatMessage(label) : entry.action}</td>
              <td>
                <code className="admin-console__summary">{JSON.stringify(entry.summary)}</code>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
