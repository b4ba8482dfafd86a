import { useState } from 'react';
import { useIntl } from 'react-intl';
import { pluginFunctionsOf } from '@confab/core';
import { Button, DialogActions, FailureNotice, ModalDialog } from '@confab/ui';
import type { PluginCandidate, PluginImportProblem } from './plugin-candidate.ts';
import {
  clashText,
  pluginImportMessages as messages,
  pluginImportProblemText,
} from './plugin-import-messages.ts';
import { usePluginInstall, type PluginInstallOutcome } from './use-plugin-install.ts';
import './plugin-install-dialog.css';

export type PluginInstallState =
  | { kind: 'loading' }
  | { kind: 'ready'; candidate: PluginCandidate }
  | { kind: 'failed'; problem: PluginImportProblem };

export interface PluginInstallDialogProps {
  state: PluginInstallState;
  onClose: () => void;
  onDone: (outcome: PluginInstallOutcome) => void;
}

/**
 * The plugin install popup (workspace spec §2): titled by the plugin, a link to its page, a warning
 * when it already exists, Install or Update, and Cancel; an error heading when it cannot be read.
 */
export function PluginInstallDialog({ state, onClose, onDone }: PluginInstallDialogProps) {
  const intl = useIntl();
  const title =
    state.kind === 'ready' ? state.candidate.plugin.title : intl.formatMessage(messages.loadingTitle);
  return (
    <ModalDialog title={title} onClose={onClose}>
      {state.kind === 'ready' ? (
        <ReadyContent candidate={state.candidate} onClose={onClose} onDone={onDone} />
      ) : (
        <>
          {state.kind === 'loading' ? (
            <p role="status">{intl.formatMessage(messages.loading)}</p>
          ) : (
            <FailureNotice title={intl.formatMessage(messages.failedTitle)}>
              <p>{pluginImportProblemText(intl, state.problem)}</p>
            </FailureNotice>
          )}
          <DialogActions placement="inline">
            <Button onClick={onClose}>{intl.formatMessage(messages.cancel)}</Button>
            <Button variant="primary" disabled>
              {intl.formatMessage(messages.install)}
            </Button>
          </DialogActions>
        </>
      )}
    </ModalDialog>
  );
}

interface ReadyContentProps {
  candidate: PluginCandidate;
  onClose: () => void;
  onDone: (outcome: PluginInstallOutcome) => void;
}

function ReadyContent({ candidate, onClose, onDone }: ReadyContentProps) {
  const intl = useIntl();
  const { plan, install } = usePluginInstall(candidate.plugin);
  const [busy, setBusy] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const { plugin, pageURL } = candidate;
  const clashes = plan?.clashes ?? [];
  const save = () => {
    setBusy(true);
    setSaveFailed(false);
    install().then(onDone, (error: unknown) => {
      console.error('Plugin install failed', error);
      setSaveFailed(true);
      setBusy(false);
    });
  };
  return (
    <div className="plugin-install">
      {pageURL === undefined ? null : (
        <p>
          <a href={pageURL} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(messages.pluginPage)}
          </a>
        </p>
      )}
      {plugin.openaiSpec.description ? <p>{plugin.openaiSpec.description}</p> : null}
      <h3 className="plugin-install__heading">{intl.formatMessage(messages.functions)}</h3>
      <ul className="plugin-install__functions">
        {pluginFunctionsOf(plugin).map((pluginFunction) => (
          <li key={pluginFunction.id}>
            <code>{pluginFunction.openaiSpec.name}</code> ({pluginFunction.implementationType})
          </li>
        ))}
      </ul>
      {plan?.existing ? (
        <p className="plugin-install__warning" role="alert">
          {intl.formatMessage(messages.alreadyExists)}
        </p>
      ) : (
        <p className="plugin-install__note">{intl.formatMessage(messages.switchedOff)}</p>
      )}
      {clashes.length > 0 || saveFailed ? (
        <FailureNotice title={intl.formatMessage(messages.failedTitle)}>
          <p>{saveFailed ? intl.formatMessage(messages.saveFailed) : clashText(intl, clashes)}</p>
        </FailureNotice>
      ) : null}
      <DialogActions placement="inline">
        <Button onClick={onClose}>{intl.formatMessage(messages.cancel)}</Button>
        <Button variant="primary" disabled={plan === undefined || clashes.length > 0 || busy} onClick={save}>
          {intl.formatMessage(plan?.existing ? messages.update : messages.install)}
        </Button>
      </DialogActions>
    </div>
  );
}
