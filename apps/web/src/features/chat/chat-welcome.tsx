import { useIntl } from 'react-intl';
import { useChatFeature } from '../../host/host-config.tsx';
import { useCloudToken } from '../account/index.ts';

/**
 * The empty chat's greeting. A host may leave it out for signed-in people
 * (`hideWelcomeMessageForLoggedInUsers`, off unless the host sends it): its members know the place.
 */
export function ChatWelcome() {
  const intl = useIntl();
  const signedIn = useCloudToken() !== undefined;
  const hiddenForMembers = useChatFeature('hideWelcomeMessageForLoggedInUsers');
  if (signedIn && hiddenForMembers) return null;
  return (
    <div className="chat-screen__welcome">
      <h1>{intl.formatMessage({ id: 'chat.welcome.title', defaultMessage: 'What shall we talk about?' })}</h1>
      <p>
        {intl.formatMessage({
          id: 'chat.welcome.body',
          defaultMessage: 'Everything you write stays in this browser unless you choose to sync it.',
        })}
      </p>
    </div>
  );
}
