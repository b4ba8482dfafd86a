import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { defaultHostConfig, type HostConfig } from '@confab/core';
import { HostConfigProvider } from '../../host/host-config.tsx';
import { useProjectPermissions } from './use-project-permissions.ts';

function permissionsOn(hostConfig: HostConfig) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <HostConfigProvider config={hostConfig}>{children}</HostConfigProvider>
  );
  return renderHook(() => useProjectPermissions(), { wrapper }).result.current;
}

const selling: HostConfig = { ...defaultHostConfig, licensing: { publicKey: 'spki' } };

describe('useProjectPermissions', () => {
  it('lets everyone edit where no licences are sold or the host is managed', () => {
    expect(permissionsOn(defaultHostConfig)).toMatchObject({ editable: true, licenceNeeded: false });
    expect(permissionsOn({ ...selling, managed: true })).toMatchObject({
      editable: true,
      licenceNeeded: false,
    });
  });

  it('needs a verified licence where licences are sold', () => {
    expect(permissionsOn(selling)).toMatchObject({ editable: false, licenceNeeded: true });
  });

  it('stays read-only without a licence note when the host turns project settings off', () => {
    const hostConfig = { ...selling, chatFeatures: { ...selling.chatFeatures, useProjectSettings: false } };
    expect(permissionsOn(hostConfig)).toMatchObject({ editable: false, licenceNeeded: false });
  });
});
