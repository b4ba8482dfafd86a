import { useState } from 'react';
import { lazyComponent } from '@confab/ui';
import { useHostConfig } from '../../host/host-config.tsx';
import { serverLicenceState } from './server-licence.ts';

// The notices and their server client load only on a host that has something to say.
const LazyOrgNotices = lazyComponent(async () => (await import('./org-notices.tsx')).OrgNotices);

/**
 * The organisation's notices (org-notices.tsx) when one can show: an organisation not yet active, an
 * expired server licence, or for administrators one about to expire. Most hosts have none.
 */
export function OrgNoticesHost() {
  const hostConfig = useHostConfig();
  // Judged at the page's start, as the notices themselves judge it.
  const [openedAt] = useState(() => Date.now());
  const licence = serverLicenceState(hostConfig, openedAt);
  const mayShow =
    hostConfig.orgActive === false ||
    licence.kind === 'expired' ||
    (licence.kind === 'expiring' && hostConfig.currentUser?.isAdmin === true);
  return mayShow ? <LazyOrgNotices /> : null;
}
