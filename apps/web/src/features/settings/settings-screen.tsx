import { useIntl } from 'react-intl';
import { useHostConfig } from '../../host/host-config.tsx';
import {
  ApiEndpointsSection,
  ApiKeysSection,
  apiEndpointsSectionShown,
  apiKeysSectionShown,
} from '../keys/index.ts';
import { ChatBehaviourSection } from '../chat/index.ts';
import { AppearanceSection } from './appearance-section.tsx';
import { ArchiveSection } from '../auto-archive/index.ts';
import { AccountSection } from '../account/index.ts';
// By its file, not the feature's index: the index is on the first load, this section is not.
import { CloudSyncSection } from '../cloud-sync/on-demand.ts';
import { StorageSection } from '../cloud-storage/index.ts';
import { DataSection } from '../data-and-storage/index.ts';
import { mcpSectionShown } from '../mcp/index.ts';
import { McpConnectorsSection } from '../mcp/on-demand.ts';
import './settings-screen.css';

export function SettingsScreen() {
  const intl = useIntl();
  const hostConfig = useHostConfig();
  return (
    <div className="settings-screen">
      <h1>{intl.formatMessage({ id: 'settings.title', defaultMessage: 'Settings' })}</h1>
      <div className="settings-screen__sections">
        <AccountSection />
        <CloudSyncSection />
        <DataSection />
        <StorageSection />
        {apiKeysSectionShown(hostConfig) ? <ApiKeysSection /> : null}
        <ChatBehaviourSection />
        <AppearanceSection />
        <ArchiveSection />
        {mcpSectionShown(hostConfig) ? <McpConnectorsSection /> : null}
        {apiEndpointsSectionShown(hostConfig) ? <ApiEndpointsSection /> : null}
      </div>
    </div>
  );
}
