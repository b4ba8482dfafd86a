import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { InvitationMailStatus, InviteMemberResponse } from '@confab/core/protocol';

const definitions = defineMessages({
  sent: {
    id: 'adminConsole.members.invitationSent',
    defaultMessage: 'An invitation was e-mailed to {email}.',
  },
  notConfigured: {
    id: 'adminConsole.members.invitationNotConfigured',
    defaultMessage:
      '{email} is a member now. This server has no e-mail set up, so no invitation was sent: tell them to sign in at {address}.',
  },
  failed: {
    id: 'adminConsole.members.invitationFailed',
    defaultMessage:
      '{email} is a member now, but the invitation e-mail could not be sent. Invite them again later, or tell them to sign in at {address}.',
  },
});

// Widened: react-intl 12 types defineMessages entries as taking no values, which rejects placeholders.
const messages: ReadonlyMap<InvitationMailStatus, MessageDescriptor> = new Map<
  InvitationMailStatus,
  MessageDescriptor
>([
  ['sent', definitions.sent],
  ['notConfigured', definitions.notConfigured],
  ['failed', definitions.failed],
]);

/** What became of the last invitation e-mail (the member is recorded in every case). */
export function InvitationStatus({ invitation }: { invitation: InviteMemberResponse['invitation'] }) {
  const intl = useIntl();
  const descriptor = messages.get(invitation.mail);
  if (descriptor === undefined) return null;
  const text = intl.formatMessage(descriptor, {
    email: invitation.email,
    address: window.location.origin,
  });
  return (
    <p
      role="status"
      className={invitation.mail === 'failed' ? 'admin-console__error' : 'admin-console__status'}
    >
      {text}
    </p>
  );
}
