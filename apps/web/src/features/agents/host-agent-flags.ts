import { useMemo } from 'react';
import { lookupOwn, parseSystemAgents, type Agent, type HostConfig } from '@confab/core';
import { useHostConfig } from '../../host/host-config.tsx';

/**
 * The agent flags of spec §6. They are not in the typed feature list of the host config, so they
 * are read from `chatFeatures` by name; like every host flag, one the host does not send is on.
 */
export interface HostAgentFlags {
  canCreate: boolean;
  defaultAgentsOffered: boolean;
  premiumAllowed: boolean;
  hideCategories: boolean;
  managed: boolean;
  systemAgents: Agent[];
}

const flagOn = (config: HostConfig, name: string) => lookupOwn(config.chatFeatures, name) !== false;

export function useHostAgentFlags(): HostAgentFlags {
  const config = useHostConfig();
  return useMemo(() => {
    const systemAgents = parseSystemAgents(config.systemCharacters);
    return {
      canCreate: flagOn(config, 'allowEditCreate') && flagOn(config, 'addNewCharacters'),
      defaultAgentsOffered: flagOn(config, 'defaultCharacters'),
      premiumAllowed: flagOn(config, 'premiumCharacters'),
      hideCategories:
        config.chatFeatures['systemCharactersForOnlyMembers'] === true && systemAgents.length === 0,
      managed: config.managed,
      systemAgents,
    };
  }, [config]);
}
