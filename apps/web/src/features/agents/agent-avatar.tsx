import type { Agent } from '@confab/core';
import './agent-avatar.css';

/** The agent's picture, or its first letter on its colour; decorative, since the title is beside it. */
export function AgentAvatar({ agent, size = 'medium' }: { agent: Agent; size?: 'small' | 'medium' }) {
  const className = `agent-avatar agent-avatar--${size}`;
  if (agent.avatarURL) return <img className={className} src={agent.avatarURL} alt="" />;
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
