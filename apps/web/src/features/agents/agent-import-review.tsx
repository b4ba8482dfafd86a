import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AgentImportCandidate } from '@confab/core';
import { Button, DialogActions } from '@confab/ui';
import { AgentAvatar } from './agent-avatar.tsx';
import { importMessages, importValueMessages } from './import-messages.ts';
import { AgentContentFields } from './agent-content-fields.tsx';
import './agent-import-review.css';

export interface AgentImportReviewProps {
  candidate: AgentImportCandidate;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: (options: { fetchAvatar: boolean }) => void;
  onCancel: () => void;
}

/**
 * The review step of both imports (a file, a shared link), inside their dialog: what the agent will
 * do (instructions, model, starters) and which picture it brings, before anything is saved. A
 * remote avatar is only named here; it is fetched if the person ticks the box and saves.
 */
export function AgentImportReview({
  candidate,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: AgentImportReviewProps) {
  const intl = useIntl();
  const [fetchAvatar, setFetchAvatar] = useState(false);
  const { agent, remoteAvatarURL } = candidate;
  const remoteHost = remoteAvatarURL === undefined ? undefined : new URL(remoteAvatarURL).host;

  return (
    <>
      <article className="agent-import-review" aria-label={agent.title}>
        <p className="agent-import-review__intro">{intl.formatMessage(importMessages.reviewIntro)}</p>
        <header className="agent-import-review__header">
          <AgentAvatar agent={agent} />
          <div>
            <h3>{agent.title}</h3>
            {agent.description ? <p>{agent.description}</p> : null}
          </div>
        </header>
        <dl className="agent-import-review__fields">
          <AgentContentFields agent={agent} block="agent-import-review">
            <dt>{intl.formatMessage(importMessages.avatar)}</dt>
            <dd>
              {remoteHost !== undefined
                ? intl.formatMessage(importValueMessages.remoteAvatar, { host: remoteHost })
                : agent.avatarURL
                  ? null
                  : intl.formatMessage(importMessages.noAvatar)}
              {agent.avatarURL ? <AgentAvatar agent={agent} size="small" /> : null}
            </dd>
          </AgentContentFields>
        </dl>
        {remoteHost !== undefined ? (
          <label className="agent-import-review__consent">
            <input
              type="checkbox"
              checked={fetchAvatar}
              onChange={(event) => {
                setFetchAvatar(event.target.checked);
              }}
            />
            {intl.formatMessage(importValueMessages.fetchAvatar, { host: remoteHost })}
          </label>
        ) : null}
      </article>
      <DialogActions>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        <Button
          variant="primary"
          disabled={busy}
          onClick={() => {
            onConfirm({ fetchAvatar });
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </>
  );
}
