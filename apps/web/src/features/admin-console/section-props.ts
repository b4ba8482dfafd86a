import type { HostConfigOverridesState } from './use-host-config-overrides.ts';

/** The overrides state once the first load has answered. */
export type LoadedOverridesState = HostConfigOverridesState & {
  data: NonNullable<HostConfigOverridesState['data']>;
};
