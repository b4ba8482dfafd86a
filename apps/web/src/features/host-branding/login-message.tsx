import { lazy, Suspense } from 'react';

// The Markdown renderer loads with the login page only when the host has a message.
const MessageMarkdown = lazy(async () => ({
  default: (await import('../markdown/index.ts')).MessageMarkdown,
}));

/**
 * The host's `metadata.loginMessage` on the login screens. It goes through the app's one Markdown
 * renderer, which builds React elements: HTML in the message shows as text, never as markup.
 * Until the renderer has loaded, the message shows as plain text.
 */
export function LoginMessage({ text }: { text: string }) {
  return (
    <div className="login-message">
      <Suspense fallback={<p>{text}</p>}>
        <MessageMarkdown text={text} drawAll />
      </Suspense>
    </div>
  );
}
