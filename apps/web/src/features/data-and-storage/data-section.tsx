import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ImportDataPanel } from './import/import-data-panel.tsx';
import { ExportDataPanel } from './export/export-data-panel.tsx';
import { DeleteAllPanel } from './delete-all/delete-all-panel.tsx';
import { LocalUsagePanel } from './local-usage/local-usage-panel.tsx';
import { ArchivedChatsPanel } from './archived/archived-chats-panel.tsx';
import { useChatFeature } from '../../host/host-config.tsx';
// By its file, not the feature's index: the index is on the first load, this manager is not.
import { SharedLinksSection } from '../sharing/on-demand.ts';
import './data-section.css';

/**
 * Settings → Data and storage (spec: the Data group): export, import, storage on this device, the
 * link to the archived chats, the shared-links manager, and delete all, the one that cannot be undone, last.
 */
export function DataSection() {
  const intl = useIntl();
  const headingID = useId();
  // Spec: shared links management "when allowed" — the host's share switch; signed out it draws nothing.
  const sharingAllowed = useChatFeature('actionButtons.share');
  return (
    <section className="settings-section data-section" aria-labelledby={headingID}>
      <h2 id={headingID}>{intl.formatMessage({ id: 'data.title', defaultMessage: 'Data and storage' })}</h2>
      <ExportDataPanel />
      <ImportDataPanel />
      <LocalUsagePanel />
      <ArchivedChatsPanel />
      {sharingAllowed ? <SharedLinksSection /> : null}
      <DeleteAllPanel />
    </section>
  );
}
