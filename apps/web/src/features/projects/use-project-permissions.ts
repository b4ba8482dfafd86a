import { useChatFeature } from '../../host/host-config.tsx';

export interface ProjectPermissions {
  /** The project right (spec §6): edit project settings. */
  editable: boolean;
  /** Dynamic-context endpoints may be set and are fetched. */
  dynamicContext: boolean;
}

/**
 * Host flags useProjectSettings and allowDynamicContext decide. The licence half of the project right
 * comes with the licence feature; until then every host has it (managed hosts always do).
 */
export function useProjectPermissions(): ProjectPermissions {
  return {
    editable: useChatFeature('useProjectSettings'),
    dynamicContext: useChatFeature('allowDynamicContext'),
  };
}
