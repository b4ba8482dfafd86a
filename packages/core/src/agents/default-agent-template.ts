import type { Agent } from '../entities/index.ts';
import type { KnownAgentCategory } from './agent-categories.ts';

export interface DefaultAgentContent {
  slug: string;
  title: string;
  description: string;
  categories: KnownAgentCategory[];
  color: string;
  prompt: string;
  welcomeMessage: string;
  conversationStarters: string[];
}

/** Default agents are templates: fixed ids, no times of their own, copied into the library on install. */
export function defaultAgent(content: DefaultAgentContent): Agent {
  const { slug, ...rest } = content;
  return {
    ...rest,
    id: `default-${slug}`,
    type: 'system',
    pinned: false,
    lastUsedAt: null,
    createdAt: 0,
    updatedAt: 0,
    syncedAt: null,
  };
}
