import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { agentFromImportData, cryptoRandom, systemClock, type Agent } from '@confab/core';
import { Button, DialogActions, ModalDialog, useToasts } from '@confab/ui';
import { Notices } from '../notices/notices.tsx';
import { AgentAvatar } from './agent-avatar.tsx';
import { agentValueMessages } from './agent-messages.ts';
import { removeSharedAgentParameters, readSharedAgent } from './shared-agent-client.ts';
import { sharedAgentIdFromUrl } from './shared-agent-link.ts';
import { useAgentActions } from './use-agent-actions.ts';
import './shared-agent-popup.css';

/** Spec agents-sync-keys §9: the shared agent is fetched after a 2 s delay. */
export const sharedAgentFetchDelayMs = 2000;

const messages = defineMessages({
  title: { id: 'agents.shared.title', defaultMessage: 'Shared AI agent' },
  loading: { id: 'agents.shared.loading', defaultMessage: 'Loading the shared agent…' },
  instructions: { id: 'agents.shared.instructions', defaultMessage: 'Instructions' },
  save: { id: 'agents.shared.save', defaultMessage: 'Save to my agents' },
  close: { id: 'agents.shared.close', defaultMessage: 'Close' },
  saved: { id: 'agents.shared.saved', defaultMessage: 'Character saved to your AI Agents library' },
  failed: { id: 'agents.shared.failed', defaultMessage: 'Unable to import AI agent. Please try again.' },
});

type PopupState = { kind: 'closed' } | { kind: 'loading' } | { kind: 'ready'; agent: Agent };

/** Someone else's avatar address would load a remote image by itself; only inline pictures stay. */
function withoutRemoteAvatar(agent: Agent): Agent {
  if (agent.avatarURL === undefined || agent.avatarURL.startsWith('data:image/')) return agent;
  const { avatarURL: _remote, ...rest } = agent;
  return rest;
}

/**
 * The shared agent popup (spec agents-sync-keys §2): opened by `?character=` or
 * `?import_character=` on any tab; saving adds a pinned copy of the user's own, never replacing one.
 */
export function SharedAgentPopup() {
  const intl = useIntl();
  const actions = useAgentActions();
  const notices = useToasts();
  const showNotice = notices.show;
  const [state, setState] = useState<PopupState>(() =>
    sharedAgentIdFromUrl(window.location.search) === undefined ? { kind: 'closed' } : { kind: 'loading' },
  );

  useEffect(() => {
    const id = sharedAgentIdFromUrl(window.location.search);
    if (id === undefined) return;
    removeSharedAgentParameters();
    let current = true;
    const fail = () => {
      if (!current) return;
      showNotice(intl.formatMessage(messages.failed), 'error');
      setState({ kind: 'closed' });
    };
    const timer = window.setTimeout(() => {
      readSharedAgent(id).then((data) => {
        const agent = agentFromImportData(data, { random: cryptoRandom, now: systemClock.now() });
        if (!current) return;
        if (agent) setState({ kind: 'ready', agent: withoutRemoteAvatar(agent) });
        else fail();
      }, fail);
    }, sharedAgentFetchDelayMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [intl, showNotice]);

  const close = () => {
    setState({ kind: 'closed' });
  };
  const save = (agent: Agent) => {
    actions.saveAgent(agent).then(
      () => {
        notices.show(intl.formatMessage(messages.saved));
        close();
      },
      () => {
        notices.show(intl.formatMessage(messages.failed), 'error');
      },
    );
  };

  return (
    <>
      {state.kind === 'closed' ? null : (
        <ModalDialog title={intl.formatMessage(messages.title)} onClose={close}>
          {state.kind === 'loading' ? (
            <p role="status">{intl.formatMessage(messages.loading)}</p>
          ) : (
            <article className="shared-agent" aria-label={state.agent.title}>
              <header className="shared-agent__header">
                <AgentAvatar agent={state.agent} />
                <div>
                  <h3>{state.agent.title}</h3>
                  {state.agent.description ? <p>{state.agent.description}</p> : null}
                  {state.agent.model ? (
                    <p className="shared-agent__model">
                      {intl.formatMessage(agentValueMessages.sharedModel, { model: state.agent.model })}
                    </p>
                  ) : null}
                </div>
              </header>
              {state.agent.prompt ? (
                <section aria-label={intl.formatMessage(messages.instructions)}>
                  <h4>{intl.formatMessage(messages.instructions)}</h4>
                  <p className="shared-agent__instructions">{state.agent.prompt}</p>
                </section>
              ) : null}
            </article>
          )}
          <DialogActions>
            <Button onClick={close}>{intl.formatMessage(messages.close)}</Button>
            <Button
              variant="primary"
              disabled={state.kind !== 'ready'}
              onClick={() => {
                if (state.kind === 'ready') save(state.agent);
              }}
            >
              {intl.formatMessage(messages.save)}
            </Button>
          </DialogActions>
        </ModalDialog>
      )}
      <Notices notices={notices.toasts} onDismiss={notices.dismiss} />
    </>
  );
}
