import { useCallback, useState, type SyntheticEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Button, FormField, VisuallyHidden } from '@confab/ui';
import type { InviteMemberResponse, MembersResponse } from '@confab/core/protocol';
import type { AdminClient } from './admin-client.ts';
import { consoleMessages } from './admin-console-messages.ts';
import { InvitationStatus } from './invitation-status.tsx';
import { useAdminResource } from './use-admin-resource.ts';
import { ConsoleTextField } from './console-text-field.tsx';

const definitions = defineMessages({
  intro: {
    id: 'adminConsole.members.intro',
    defaultMessage:
      'Invited members sign in with a login code sent to their address. Groups decide which organisation prompts a member sees.',
  },
  signInRule: {
    id: 'adminConsole.members.signInRule',
    defaultMessage:
      'On a managed workspace, once anyone is invited, only members and administrators can sign in. Removing a member signs them out on every device.',
  },
  inviteHeading: { id: 'adminConsole.members.inviteHeading', defaultMessage: 'Invite a member' },
  email: { id: 'adminConsole.members.email', defaultMessage: 'E-mail address' },
  invite: { id: 'adminConsole.members.invite', defaultMessage: 'Invite' },
  membersList: { id: 'adminConsole.members.list', defaultMessage: 'Members' },
  invitedBy: { id: 'adminConsole.members.invitedBy', defaultMessage: 'invited by {email}' },
  notSignedInYet: { id: 'adminConsole.members.notSignedInYet', defaultMessage: 'not signed in yet' },
  removeMember: { id: 'adminConsole.members.remove', defaultMessage: 'Remove {email}' },
  groupsOf: { id: 'adminConsole.members.groupsOf', defaultMessage: 'Groups of {email}' },
  groupsHeading: { id: 'adminConsole.groups.heading', defaultMessage: 'Groups' },
  groupName: { id: 'adminConsole.groups.name', defaultMessage: 'Group name' },
  createGroup: { id: 'adminConsole.groups.create', defaultMessage: 'Create group' },
  deleteGroup: { id: 'adminConsole.groups.delete', defaultMessage: 'Delete group {name}' },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
const messages: { [Name in keyof typeof definitions]: MessageDescriptor } = definitions;

export function MembersSection({ client }: { client: AdminClient }) {
  const intl = useIntl();
  const load = useCallback(() => client.members(), [client]);
  const resource = useAdminResource<MembersResponse>(load);
  const [email, setEmail] = useState('');
  const [groupName, setGroupName] = useState('');
  const [invitation, setInvitation] = useState<InviteMemberResponse['invitation']>();
  const { members = [], groups = [] } = resource.value ?? {};

  const invite = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setInvitation(undefined);
    const invited = await resource.change(async () => {
      const answer = await client.invite(email.trim());
      setInvitation(answer.invitation);
      return answer;
    });
    if (invited) setEmail('');
  };
  const createGroup = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await resource.change(() => client.createGroup(groupName.trim()))) setGroupName('');
  };

  return (
    <div className="admin-console__stack">
      <p className="admin-console__intro">{intl.formatMessage(messages.intro)}</p>
      <p className="admin-console__intro">{intl.formatMessage(messages.signInRule)}</p>
      {resource.error === undefined ? null : (
        <p role="alert" className="admin-console__error">
          {resource.error}
        </p>
      )}
      <form
        className="admin-console__inline-form"
        aria-label={intl.formatMessage(messages.inviteHeading)}
        onSubmit={(event) => {
          void invite(event);
        }}
      >
        <ConsoleTextField
          label={intl.formatMessage(messages.email)}
          type="email"
          required
          value={email}
          onChange={setEmail}
        />
        <Button type="submit" variant="primary" disabled={resource.busy}>
          {intl.formatMessage(messages.invite)}
        </Button>
      </form>
      {invitation === undefined ? null : <InvitationStatus invitation={invitation} />}
      <ul className="admin-console__list" aria-label={intl.formatMessage(messages.membersList)}>
        {resource.value !== undefined && members.length === 0 ? (
          <li>{intl.formatMessage(consoleMessages.none)}</li>
        ) : null}
        {members.map((member) => (
          <li key={member.email} className="admin-console__row admin-console__row--wrap">
            <span>
              <strong>{member.email}</strong>{' '}
              <span className="admin-console__muted">
                {intl.formatMessage(messages.invitedBy, { email: member.invitedBy })}
                {member.hasAccount ? null : ` · ${intl.formatMessage(messages.notSignedInYet)}`}
              </span>
            </span>
            <fieldset className="admin-console__chips">
              <legend>
                <VisuallyHidden>
                  {intl.formatMessage(messages.groupsOf, { email: member.email })}
                </VisuallyHidden>
              </legend>
              {groups.map((group) => (
                <label key={group.id}>
                  <input
                    type="checkbox"
                    checked={member.groupIDs.includes(group.id)}
                    disabled={resource.busy}
                    onChange={(event) => {
                      const next = event.target.checked
                        ? [...member.groupIDs, group.id]
                        : member.groupIDs.filter((id) => id !== group.id);
                      void resource.change(() => client.setGroups(member.email, next));
                    }}
                  />{' '}
                  {group.name}
                </label>
              ))}
            </fieldset>
            <Button
              variant="danger"
              disabled={resource.busy}
              aria-label={intl.formatMessage(messages.removeMember, { email: member.email })}
              onClick={() => {
                void resource.change(() => client.removeMember(member.email));
              }}
            >
              {intl.formatMessage(consoleMessages.remove)}
            </Button>
          </li>
        ))}
      </ul>
      <section className="admin-console__stack" aria-labelledby="admin-groups-heading">
        <h3 id="admin-groups-heading">{intl.formatMessage(messages.groupsHeading)}</h3>
        <form
          className="admin-console__inline-form"
          aria-label={intl.formatMessage(messages.createGroup)}
          onSubmit={(event) => {
            void createGroup(event);
          }}
        >
          <FormField label={intl.formatMessage(messages.groupName)}>
            {(control) => (
              <input
                {...control}
                type="text"
                required
                value={groupName}
                onChange={(event) => {
                  setGroupName(event.target.value);
                }}
              />
            )}
          </FormField>
          <Button type="submit" disabled={resource.busy}>
            {intl.formatMessage(messages.createGroup)}
          </Button>
        </form>
        <ul className="admin-console__list" aria-label={intl.formatMessage(messages.groupsHeading)}>
          {groups.map((group) => (
            <li key={group.id} className="admin-console__row">
              <span>{group.name}</span>
              <Button
                variant="danger"
                disabled={resource.busy}
                aria-label={intl.formatMessage(messages.deleteGroup, { name: group.name })}
                onClick={() => {
                  void resource.change(() => client.deleteGroup(group.id));
                }}
              >
                {intl.formatMessage(consoleMessages.remove)}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
