import { useIntl } from 'react-intl';
import { useHostConfig } from '../../host/host-config.tsx';
import { useCloudToken } from '../account/index.ts';
import { promptMessages } from './prompt-messages.ts';

/**
 * Spec §6: a host that keeps its organisation prompts for members says so in red above the
 * library; a visitor who is not signed in is told to log in to see them.
 */
export function MembersOnlyNotice() {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  const signedIn = useCloudToken() !== undefined;
  if (hostConfig.systemPromptsForOnlyMembers !== true) return null;
  return (
    <p className="prompts-screen__members-only" role="note">
      {intl.formatMessage(signedIn ? promptMessages.membersOnly : promptMessages.membersOnlyLogIn)}
    </p>
  );
}
