import { Button } from '@confab/ui';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useChatFeature } from '../../../host/host-config.tsx';
import { ImportDialog, type ImportEntry } from './import-dialog.tsx';
import { importMessages } from './import-messages.ts';
import { importFileTypes } from './import-pick-step.tsx';

interface Opened {
  entry: ImportEntry;
  files: File[];
}

/**
 * Import and import from another app (issue #15 items 3 and 4). Both open one dialog that detects
 * the format; ChatGPT's is refused there when the host turns importFromOpenAI off.
 */
export function ImportDataPanel() {
  const intl = useIntl();
  const [opened, setOpened] = useState<Opened | undefined>(undefined);
  const entry = useRef<ImportEntry>('backup');
  const chooser = useRef<HTMLInputElement>(null);
  const headingID = useId();
  const chatGPTAllowed = useChatFeature('importFromOpenAI');
  // Each button opens the system file chooser at once (ARCHITECTURE §7); the dialog follows the choice.
  const choose = (from: ImportEntry) => {
    entry.current = from;
    chooser.current?.click();
  };
  // The dialog sits outside the panel, whose heading and paragraph rules would reach into it.
  return (
    <>
      <div className="data-panel" role="group" aria-labelledby={headingID}>
        <h3 id={headingID}>{intl.formatMessage(importMessages.panelTitle)}</h3>
        <p className="data-panel__hint">
          {intl.formatMessage(
            chatGPTAllowed ? importMessages.panelHint : importMessages.panelHintWithoutChatGPT,
          )}
        </p>
        <div className="data-panel__actions">
          <Button
            onClick={() => {
              choose('backup');
            }}
          >
            {intl.formatMessage(importMessages.importButton)}
          </Button>
          <Button
            onClick={() => {
              choose('other-app');
            }}
          >
            {intl.formatMessage(importMessages.fromOtherAppButton)}
          </Button>
        </div>
        <input
          ref={chooser}
          type="file"
          multiple
          accept={importFileTypes}
          hidden
          aria-label={intl.formatMessage(importMessages.fileLabel)}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // The same file chosen again must fire change again.
            event.target.value = '';
            if (files.length > 0) setOpened({ entry: entry.current, files });
          }}
        />
      </div>
      {opened && (
        <ImportDialog
          entry={opened.entry}
          files={opened.files}
          chatGPTAllowed={chatGPTAllowed}
          onClose={() => {
            setOpened(undefined);
          }}
        />
      )}
    </>
  );
}
