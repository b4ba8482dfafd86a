import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ToastTone } from '@confab/ui';
import { pluginFileMaxCharacters } from '@confab/core/plugin-import';
import {
  candidateFromAddress,
  candidateFromText,
  PluginImportError,
  type PluginCandidate,
} from './plugin-candidate.ts';
import { pluginImportMessages as messages } from './plugin-import-messages.ts';
import type { PluginInstallState } from './plugin-install-dialog.tsx';
import type { PluginInstallOutcome } from './use-plugin-install.ts';

export interface PluginInstallFlow {
  /** Undefined while no install popup is open. */
  state: PluginInstallState | undefined;
  openAddress: (address: string) => void;
  openFile: (file: File) => void;
  close: () => void;
  done: (outcome: PluginInstallOutcome) => void;
}

/**
 * Reading a plugin into the install popup, from an address or a file. A failure shows the popup's
 * error heading and is logged (workspace spec §8). A read that ends after the popup was closed
 * (or replaced by a newer one) is ignored.
 */
export function usePluginInstallFlow(
  showNotice: (text: string, tone?: ToastTone) => void,
): PluginInstallFlow {
  const intl = useIntl();
  const [state, setState] = useState<PluginInstallState | undefined>();
  const generation = useRef(0);

  const follow = useCallback((reading: Promise<PluginCandidate>) => {
    generation.current += 1;
    const mine = generation.current;
    setState({ kind: 'loading' });
    reading.then(
      (candidate) => {
        if (mine === generation.current) setState({ kind: 'ready', candidate });
      },
      (error: unknown) => {
        console.error('Plugin import failed', error);
        if (mine !== generation.current) return;
        setState({
          kind: 'failed',
          problem: error instanceof PluginImportError ? error.problem : { kind: 'download' },
        });
      },
    );
  }, []);

  const close = useCallback(() => {
    generation.current += 1;
    setState(undefined);
  }, []);

  return {
    state,
    openAddress: useCallback(
      (address: string) => {
        follow(candidateFromAddress(address, window.location.origin));
      },
      [follow],
    ),
    openFile: useCallback(
      (file: File) => {
        // Refused before reading: a huge file would otherwise be held in memory whole first.
        const reading =
          file.size > pluginFileMaxCharacters * 4
            ? Promise.reject(new PluginImportError({ kind: 'too-large', limit: pluginFileMaxCharacters }))
            : file.text().then((text) => candidateFromText(text));
        follow(reading);
      },
      [follow],
    ),
    close,
    done: useCallback(
      (outcome: PluginInstallOutcome) => {
        close();
        showNotice(intl.formatMessage(outcome === 'installed' ? messages.installed : messages.updated));
      },
      [close, intl, showNotice],
    ),
  };
}
