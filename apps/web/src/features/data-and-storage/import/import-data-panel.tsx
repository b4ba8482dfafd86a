import { Button } from '@confab/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useChatFeature } from '../../../host/host-config.tsx';
import { ImportDialog, type ImportEntry } from './import-dialog.tsx';
import { importMessages } from './import-messages.ts';

/**
 * Import and import from another app (issue #15 items 3 and 4). Both open one dialog that detects
 * the format; ChatGPT's is refused there when the host turns importFromOpenAI off.
 */
export function ImportDataPanel() {
  const intl = useIntl();
  const [entry, setEntry] = useState<ImportEntry | undefined>(undefined);
  const chatGPTAllowed = useChatFeature('importFromOpenAI');
  // The dialog sits outside the settings field, whose legend and label rules would reach into it.
  return (
    <>
      <div className="settings-field settings-field--stacked data-import-panel">
        <h3>{intl.formatMessage(importMessages.panelTitle)}</h3>
        <p>{intl.formatMessage(importMessages.panelHint)}</p>
        <div className="data-import-panel__actions">
          <Button
            onClick={() => {
              setEntry('backup');
            }}
          >
            {intl.formatMessage(importMessages.importButton)}
          </Button>
          <Button
            onClick={() => {
              setEntry('other-app');
            }}
          >
            {intl.formatMessage(importMessages.fromOtherAppButton)}
          </Button>
        </div>
      </div>
      {entry && (
        <ImportDialog
          entry={entry}
          chatGPTAllowed={chatGPTAllowed}
          onClose={() => {
            setEntry(undefined);
          }}
        />
      )}
    </>
  );
}
