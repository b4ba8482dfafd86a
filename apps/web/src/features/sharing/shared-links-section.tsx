import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, ConfirmDialog, ToggleGroup } from '@confab/ui';
import type { SharedLink, SharedLinkType } from '@confab/core/protocol';
import { useCloudToken } from '../account/index.ts';
import { sharedLinksMessages as messages } from './shared-links-messages.ts';
import { SharedLinkRow } from './shared-link-row.tsx';
import { useSharedLinks, type SharedLinksDeletion } from './use-shared-links.ts';
import './shared-links-section.css';

type SortField = 'createdAt' | 'title';

type PendingDeletion = { kind: 'one'; link: SharedLink } | { kind: 'selected' } | { kind: 'all' };

function sortLinks(links: readonly SharedLink[], field: SortField): SharedLink[] {
  return [...links].sort((a, b) =>
    field === 'title' ? a.title.localeCompare(b.title) : b.createdAt - a.createdAt,
  );
}

/**
 * The shared-links manager (spec §2 "Storage manager and shared-links manager"): the signed-in
 * account's links per type, sorted here by title or date, with selection and confirmed deletes.
 * Renders nothing when signed out; the Data and storage section mounts it where sharing is allowed.
 */
export function SharedLinksSection() {
  const token = useCloudToken();
  return token === undefined ? null : <SharedLinksManager token={token} />;
}

function SharedLinksManager({ token }: { token: string }) {
  const intl = useIntl();
  const headingID = useId();
  const [type, setType] = useState<SharedLinkType>('chat');
  const [sortField, setSortField] = useState<SortField>('createdAt');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<PendingDeletion | undefined>();
  const { links, loading, busy, failed, remove } = useSharedLinks(type, token);
  const sorted = useMemo(() => sortLinks(links, sortField), [links, sortField]);
  const selectedIDs = sorted.filter((link) => selected.has(link.id)).map((link) => link.id);
  const titleOf = (link: SharedLink) => link.title.trim() || intl.formatMessage(messages.untitled);

  const confirm = async () => {
    if (!pending) return;
    const deletion: SharedLinksDeletion =
      pending.kind === 'all' ? 'all' : { ids: pending.kind === 'one' ? [pending.link.id] : selectedIDs };
    await remove(deletion);
    setSelected(new Set());
    setPending(undefined);
  };

  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  return (
    <section className="shared-links" aria-labelledby={headingID}>
      <h3 id={headingID} className="shared-links__title">
        {intl.formatMessage(messages.title)}
      </h3>
      <p className="shared-links__intro">{intl.formatMessage(messages.intro)}</p>
      <div className="shared-links__toolbar">
        <ToggleGroup
          label={intl.formatMessage(messages.typeLabel)}
          value={type}
          options={[
            { value: 'chat', label: intl.formatMessage(messages.typeChat) },
            { value: 'character', label: intl.formatMessage(messages.typeCharacter) },
            { value: 'plugin', label: intl.formatMessage(messages.typePlugin) },
          ]}
          onChange={(value) => {
            setType(value);
            setSelected(new Set());
          }}
        />
        <label className="shared-links__sort">
          <span>{intl.formatMessage(messages.sortLabel)}</span>
          <select
            value={sortField}
            onChange={(event) => {
              setSortField(event.currentTarget.value === 'title' ? 'title' : 'createdAt');
            }}
          >
            <option value="createdAt">{intl.formatMessage(messages.sortDate)}</option>
            <option value="title">{intl.formatMessage(messages.sortTitle)}</option>
          </select>
        </label>
      </div>
      {failed ? (
        <p className="shared-links__problem" role="alert">
          {intl.formatMessage(messages.failed)}
        </p>
      ) : null}
      {loading && sorted.length === 0 ? (
        <p role="status">{intl.formatMessage(messages.loading)}</p>
      ) : sorted.length === 0 ? (
        <p>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <>
          <label className="shared-links__select-all">
            <input
              type="checkbox"
              checked={selectedIDs.length === sorted.length}
              onChange={(event) => {
                setSelected(event.currentTarget.checked ? new Set(sorted.map((link) => link.id)) : new Set());
              }}
            />
            {intl.formatMessage(messages.selectAll)}
          </label>
          <ul className="shared-links__list">
            {sorted.map((link) => (
              <SharedLinkRow
                key={link.id}
                link={link}
                title={titleOf(link)}
                selected={selected.has(link.id)}
                onSelect={(checked) => {
                  toggle(link.id, checked);
                }}
                onDelete={() => {
                  setPending({ kind: 'one', link });
                }}
              />
            ))}
          </ul>
        </>
      )}
      <div className="shared-links__actions">
        <Button
          disabled={selectedIDs.length === 0 || busy}
          onClick={() => {
            setPending({ kind: 'selected' });
          }}
        >
          {intl.formatMessage(messages.deleteSelected)}
        </Button>
        <Button
          variant="danger"
          disabled={sorted.length === 0 || busy}
          onClick={() => {
            setPending({ kind: 'all' });
          }}
        >
          {intl.formatMessage(messages.deleteAll)}
        </Button>
      </div>
      {pending ? (
        <ConfirmDialog
          title={intl.formatMessage(
            pending.kind === 'one'
              ? messages.confirmOneTitle
              : pending.kind === 'selected'
                ? messages.confirmSelectedTitle
                : messages.confirmAllTitle,
            { count: selectedIDs.length },
          )}
          cancelLabel={intl.formatMessage(messages.cancel)}
          confirmLabel={intl.formatMessage(messages.deleteShort)}
          busy={busy}
          onConfirm={() => {
            void confirm();
          }}
          onClose={() => {
            setPending(undefined);
          }}
        >
          <p>
            {pending.kind === 'one'
              ? intl.formatMessage(messages.confirmOneBody, { title: titleOf(pending.link) })
              : intl.formatMessage(
                  pending.kind === 'selected' ? messages.confirmSelectedBody : messages.confirmAllBody,
                )}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
