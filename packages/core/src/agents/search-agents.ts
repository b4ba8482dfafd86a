import type { Agent } from '../entities/index.ts';

/** Case-insensitive match on title, description and categories; blank text keeps every agent. */
export function searchAgents(agents: readonly Agent[], text: string): Agent[] {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return [...agents];
  return agents.filter((agent) =>
    [agent.title, agent.description, ...agent.categories].some((field) =>
      field.toLocaleLowerCase().includes(needle),
    ),
  );
}
