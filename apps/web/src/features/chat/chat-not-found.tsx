import { useIntl } from 'react-intl';

/**
 * Shown for `#chat=<id>` when no chat has that id on this device (deleted, never synced here, a
 * mistyped link), instead of an empty chat that looks like a new one.
 */
export function ChatNotFound() {
  const intl = useIntl();
  return (
    <div className="chat-screen__welcome" role="alert">
      <h1>{intl.formatMessage({ id: 'chat.notFound.title', defaultMessage: 'Chat not found' })}</h1>
      <p>
        {intl.formatMessage({
          id: 'chat.notFound.body',
          defaultMessage:
            'There is no chat with this address on this device. It may have been deleted, or not synced here yet. What you send now starts a new chat.',
        })}
      </p>
    </div>
  );
}
