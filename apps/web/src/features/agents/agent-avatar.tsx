import { displayableAvatarURL, type Agent } from '@confab/core';
import './agent-avatar.css';

/**
 * The agent's picture, or its first letter on its colour; decorative, since the title is beside it.
 * Only inline images are shown: a remote address would make the browser call its host on sight.
 */
export function AgentAvatar({ agent, size = 'medium' }: { agent: Agent; size?: 'small' | 'medium' }) {
  const className = `agent-avatar agent-avatar--${size}`;
  const avatarURL = displayableAvatarURL(agent.avatarURL);
  if (avatarURL) return <img className={className} src={avatarURL} alt="" />;
  return (
    <span
      className={className}
      style={{ background: agent.color ?? 'var(--color-accent)' }}
      aria-hidden="true"
    >
      {Array.from(agent.title.trim())[0]?.toLocaleUpperCase() ?? '?'}
    </span>
  );
}
