import { useEffect, useRef, useState } from 'react';
import { useToasts } from '@confab/ui';
import { Notices } from '../notices/index.ts';
import { pluginImportAddressFromUrl, removePluginImportParameter } from './plugin-import-link.ts';
import { PluginInstallDialog } from './plugin-install-dialog.tsx';
import { usePluginInstallFlow } from './use-plugin-install-flow.ts';

/** Agents spec §9: a shared plugin is fetched after a 2 s delay. */
export const sharedPluginFetchDelayMs = 2000;

/**
 * `?import_plugin=` (a shared plugin's id or link, or a repository address): the install popup
 * opens at once showing that it is loading, and the plugin is fetched after the spec's delay. The
 * parameter leaves the address as the popup opens; closing the popup during the delay cancels it.
 */
export function PluginLinkPopup() {
  const notices = useToasts();
  const flow = usePluginInstallFlow(notices.show);
  const { openAddress, close } = flow;
  // Read once: the effect below removes the parameter, and may run twice in development.
  const [address] = useState(() => pluginImportAddressFromUrl(window.location.search));
  const [waiting, setWaiting] = useState(address !== undefined);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (address === undefined) return;
    removePluginImportParameter();
    timer.current = window.setTimeout(() => {
      setWaiting(false);
      openAddress(address);
    }, sharedPluginFetchDelayMs);
    return () => {
      window.clearTimeout(timer.current);
    };
  }, [address, openAddress]);

  const state = waiting ? { kind: 'loading' as const } : flow.state;
  return (
    <>
      {state === undefined ? null : (
        <PluginInstallDialog
          state={state}
          onClose={() => {
            window.clearTimeout(timer.current);
            setWaiting(false);
            close();
          }}
          onDone={flow.done}
        />
      )}
      <Notices notices={notices.toasts} onDismiss={notices.dismiss} />
    </>
  );
}
