import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ImportDataPanel } from './import/import-data-panel.tsx';
import { ExportDataPanel } from './export/export-data-panel.tsx';

/** Settings → Data and storage (spec: the Data group): export, import, delete all, local usage. */
export function DataSection() {
  const intl = useIntl();
  const headingID = useId();
  return (
    <section className="settings-section data-section" aria-labelledby={headingID}>
      <h2 id={headingID}>{intl.formatMessage({ id: 'data.title', defaultMessage: 'Data and storage' })}</h2>
      <ExportDataPanel />
      <ImportDataPanel />
    </section>
  );
}
