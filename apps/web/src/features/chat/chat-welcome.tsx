import { useIntl } from 'react-intl';

export function ChatWelcome() {
  const intl = useIntl();
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
