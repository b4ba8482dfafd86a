import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, formFieldClassNames } from '@confab/ui';
import type { ExportSection } from '@confab/core/data-export';
import { canDownloadFiles } from './download-blob.ts';
import { ExportCopyFiles } from './export-copy-files.tsx';
import { exportMessages, sectionMessages } from './export-messages.ts';
import { ExportStatus } from './export-status.tsx';
import { offeredExportSections } from './offered-export-sections.ts';
import { useFullExport } from './use-full-export.ts';

export interface ExportDataPanelProps {
  /** Show the text to copy instead of downloading; detected when not given. */
  copyInstead?: boolean;
  /** Only tests lower it, to see a split without 100 MiB of data. */
  maximumPartBytes?: number;
}

/** Full export (issue #15 item 2): the spec's sections of the features built, all ticked at first, then Export. */
export function ExportDataPanel({ copyInstead, maximumPartBytes }: ExportDataPanelProps) {
  const intl = useIntl();
  const headingID = useId();
  const [sections] = useState(offeredExportSections);
  const [chosen, setChosen] = useState<ReadonlySet<ExportSection>>(() => new Set(sections));
  const [copyMode] = useState(() => copyInstead ?? !canDownloadFiles());
  const exporting = useFullExport({
    copyInstead: copyMode,
    ...(maximumPartBytes === undefined ? {} : { maximumPartBytes }),
  });
  const busy = exporting.state.kind === 'busy';

  const toggle = (section: ExportSection, on: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(section);
      else next.delete(section);
      return next;
    });
  };

  return (
    <div className="data-panel" role="group" aria-labelledby={headingID}>
      <h3 id={headingID}>{intl.formatMessage(exportMessages.title)}</h3>
      <p className="data-panel__hint">{intl.formatMessage(exportMessages.intro)}</p>
      <fieldset className="data-panel__sections" disabled={busy}>
        <legend className={formFieldClassNames.label}>
          {intl.formatMessage(exportMessages.sectionsLegend)}
        </legend>
        {sections.map((section) => (
          <label key={section} className="data-panel__check">
            <input
              type="checkbox"
              checked={chosen.has(section)}
              onChange={(event) => {
                toggle(section, event.target.checked);
              }}
            />
            {intl.formatMessage(sectionMessages[section])}
          </label>
        ))}
      </fieldset>
      <div className="data-panel__actions">
        <Button
          variant="primary"
          disabled={busy}
          onClick={() => {
            void exporting.start(sections.filter((section) => chosen.has(section)));
          }}
        >
          {intl.formatMessage(exportMessages.exportButton)}
        </Button>
        {busy ? (
          <Button onClick={exporting.cancel}>{intl.formatMessage(exportMessages.cancel)}</Button>
        ) : null}
      </div>
      <ExportStatus state={exporting.state} />
      {exporting.state.kind === 'copy' ? <ExportCopyFiles files={exporting.state.files} /> : null}
    </div>
  );
}
