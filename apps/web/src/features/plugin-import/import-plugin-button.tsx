import { useRef, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, FormField, ModalDialog, useToasts } from '@confab/ui';
import { Notices } from '../notices/index.ts';
import { pluginImportMessages as messages } from './plugin-import-messages.ts';
import { PluginInstallDialog } from './plugin-install-dialog.tsx';
import { usePluginInstallFlow } from './use-plugin-install-flow.ts';

/**
 * "Import plugin" (ARCHITECTURE §7): a dialog taking a plugin URL (workspace spec §5: a shared
 * plugin link, or a repository file per agents spec §1) or a JSON file of either form of interop §6,
 * then the install popup.
 */
export function ImportPluginButton() {
  const intl = useIntl();
  const [choosing, setChoosing] = useState(false);
  const [address, setAddress] = useState('');
  const fileInputRef = useRef<HTMLInputElement>(null);
  const notices = useToasts();
  const flow = usePluginInstallFlow(notices.show);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChoosing(false);
    flow.openAddress(address);
  };

  return (
    <>
      <Button
        onClick={() => {
          setAddress('');
          setChoosing(true);
        }}
      >
        {intl.formatMessage(messages.importPlugin)}
      </Button>
      {choosing ? (
        <ModalDialog
          title={intl.formatMessage(messages.importTitle)}
          onClose={() => {
            setChoosing(false);
          }}
        >
          <form onSubmit={submit} noValidate>
            <FormField
              label={intl.formatMessage(messages.address)}
              hint={intl.formatMessage(messages.addressHint)}
            >
              {(control) => (
                <input
                  {...control}
                  type="url"
                  autoFocus
                  value={address}
                  onChange={(event) => {
                    setAddress(event.target.value);
                  }}
                />
              )}
            </FormField>
            <p>{intl.formatMessage(messages.orFile)}</p>
            <DialogActions placement="inline">
              <Button
                onClick={() => {
                  setChoosing(false);
                }}
              >
                {intl.formatMessage(messages.cancel)}
              </Button>
              <Button
                onClick={() => {
                  fileInputRef.current?.click();
                }}
              >
                {intl.formatMessage(messages.chooseFile)}
              </Button>
              <Button type="submit" variant="primary">
                {intl.formatMessage(messages.importAddress)}
              </Button>
            </DialogActions>
            {/* Inside the dialog: everything outside an open modal dialog is inert. */}
            <input
              ref={fileInputRef}
              type="file"
              accept="application/json,.json"
              hidden
              tabIndex={-1}
              aria-label={intl.formatMessage(messages.chooseFile)}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared so picking the same file again still counts as a change.
                event.target.value = '';
                if (!file) return;
                setChoosing(false);
                flow.openFile(file);
              }}
            />
          </form>
        </ModalDialog>
      ) : null}
      {flow.state === undefined ? null : (
        <PluginInstallDialog state={flow.state} onClose={flow.close} onDone={flow.done} />
      )}
      <Notices notices={notices.toasts} onDismiss={notices.dismiss} />
    </>
  );
}
