import { useLiveQuery } from '../../storage/use-live-query.ts';
import { agentToolChoices, type AgentToolChoice } from './agent-tool-choice.ts';

const noChoices: ReadonlyMap<string, AgentToolChoice> = new Map();

/** The tool assignments of the person's agents by agent id, kept live. */
export function useAgentToolChoices(): ReadonlyMap<string, AgentToolChoice> {
  const { value } = useLiveQuery(
    () => ({
      read: async (storage) => agentToolChoices(await storage.agents.list()),
      watches: (change) => change.table === 'agents',
    }),
    [],
  );
  return value ?? noChoices;
}
