import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cryptoRandom, readSharedAgentData, systemClock, type AgentImportCandidate } from '@confab/core';
import { Button, DialogActions, ModalDialog, useToasts } from '@confab/ui';
import { AgentImportReview } from './agent-import-review.tsx';
import { importFailureMessage } from './import-messages.ts';
import { useImportedAgentSaver } from './use-imported-agent-saver.ts';
import { Notices } from '../notices/index.ts';
import { removeSharedAgentParameters, readSharedAgent } from './shared-agent-client.ts';
import { sharedAgentIDFromUrl } from './shared-agent-link.ts';
import { useAgentActions } from './use-agent-actions.ts';
import { useOrgApiBase } from '../../host/org-api.ts';

/** Spec agents-sync-keys §9: the shared agent is fetched after a 2 s delay. */
export const sharedAgentFetchDelayMs = 2000;

const messages = defineMessages({
  title: { id: 'agents.shared.title', defaultMessage: 'Shared AI agent' },
  loading: { id: 'agents.shared.loading', defaultMessage: 'Loading the shared agent…' },
  save: { id: 'agents.shared.save', defaultMessage: 'Save to my agents' },
  close: { id: 'agents.shared.close', defaultMessage: 'Close' },
  saved: { id: 'agents.shared.saved', defaultMessage: 'Character saved to your AI Agents library' },
  failed: { id: 'agents.shared.failed', defaultMessage: 'Unable to import AI agent. Please try again.' },
});

type PopupState =
  { kind: 'closed' } | { kind: 'loading' } | { kind: 'ready'; candidate: AgentImportCandidate };

/**
 * The shared agent popup (spec agents-sync-keys §2): opened by `?character=` or
 * `?import_character=` on any tab; saving adds a pinned copy of the user's own, never replacing one.
 */
export function SharedAgentPopup() {
  const intl = useIntl();
  const actions = useAgentActions();
  const notices = useToasts();
  const showNotice = notices.show;
  const orgBase = useOrgApiBase();
  const [state, setState] = useState<PopupState>(() =>
    sharedAgentIDFromUrl(window.location.search) === undefined ? { kind: 'closed' } : { kind: 'loading' },
  );

  useEffect(() => {
    const id = sharedAgentIDFromUrl(window.location.search);
    if (id === undefined) return;
    removeSharedAgentParameters();
    let current = true;
    const fail = () => {
      if (!current) return;
      showNotice(intl.formatMessage(messages.failed), 'error');
      setState({ kind: 'closed' });
    };
    const timer = window.setTimeout(() => {
      readSharedAgent(id, orgBase).then((data) => {
        const result = readSharedAgentData(data, { random: cryptoRandom, now: systemClock.now() });
        if (!current) return;
        if (result.ok) {
          setState({ kind: 'ready', candidate: result });
          return;
        }
        // Spec §8's sentence, then the reason this agent was refused.
        const reason = importFailureMessage(result, (descriptor, values) =>
          intl.formatMessage(descriptor, values),
        );
        showNotice(`${intl.formatMessage(messages.failed)} ${reason}`, 'error');
        setState({ kind: 'closed' });
      }, fail);
    }, sharedAgentFetchDelayMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [intl, showNotice, orgBase]);

  const close = () => {
    setState({ kind: 'closed' });
  };
  const [saving, setSaving] = useState(false);
  const saveImported = useImportedAgentSaver(actions, showNotice);
  const save = (candidate: AgentImportCandidate, options: { fetchAvatar: boolean }) => {
    setSaving(true);
    saveImported(candidate, options)
      .then(
        () => {
          notices.show(intl.formatMessage(messages.saved));
          close();
        },
        () => {
          notices.show(intl.formatMessage(messages.failed), 'error');
        },
      )
      .finally(() => {
        setSaving(false);
      });
  };

  return (
    <>
      {state.kind === 'closed' ? null : (
        <ModalDialog title={intl.formatMessage(messages.title)} onClose={close}>
          {state.kind === 'ready' ? (
            <AgentImportReview
              candidate={state.candidate}
              confirmLabel={intl.formatMessage(messages.save)}
              cancelLabel={intl.formatMessage(messages.close)}
              busy={saving}
              onConfirm={(options) => {
                save(state.candidate, options);
              }}
              onCancel={close}
            />
          ) : (
            <>
              <p role="status">{intl.formatMessage(messages.loading)}</p>
              <DialogActions>
                <Button onClick={close}>{intl.formatMessage(messages.close)}</Button>
                <Button variant="primary" disabled>
                  {intl.formatMessage(messages.save)}
                </Button>
              </DialogActions>
            </>
          )}
        </ModalDialog>
      )}
      <Notices notices={notices.toasts} onDismiss={notices.dismiss} />
    </>
  );
}
