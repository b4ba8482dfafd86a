import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@confab/ui';
import { projectButtonMessages } from './project-button-messages.ts';
import { LazyProjectSettingsDialog } from './lazy-project-settings-dialog.tsx';

/** Opens the settings of the project an open chat belongs to, from the chat's header. */
export function ProjectSettingsButton({ folderID }: { folderID: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => {
          setOpen(true);
        }}
      >
        {intl.formatMessage(projectButtonMessages.title)}
      </Button>
      {open ? (
        <LazyProjectSettingsDialog
          folderID={folderID}
          onClose={() => {
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
