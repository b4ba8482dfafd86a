import { useChatFeature } from '../../host/host-config.tsx';
import { useUserCanUse } from '../licence/index.ts';

export interface ProjectPermissions {
  /** The project right (spec §6): edit project settings. */
  editable: boolean;
  /** Dynamic-context endpoints may be set and are fetched. */
  dynamicContext: boolean;
  /** Read-only only for want of a licence (the host allows editing): an upgrade link shows. */
  licenceNeeded: boolean;
}

/**
 * Host flags useProjectSettings and allowDynamicContext decide, and where the host sells licences,
 * the licence's project right (`userCanUse('project')`; managed hosts always have it).
 */
export function useProjectPermissions(): ProjectPermissions {
  const hostAllows = useChatFeature('useProjectSettings');
  const licensed = useUserCanUse('project');
  return {
    editable: hostAllows && licensed,
    dynamicContext: useChatFeature('allowDynamicContext'),
    licenceNeeded: hostAllows && !licensed,
  };
}
