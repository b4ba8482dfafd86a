import { useId } from 'react';
import { useIntl } from 'react-intl';
import { countPromptText } from '@confab/core';
import { Button, CopyIcon, EditIcon, StarIcon, TrashIcon } from '@confab/ui';
import type { LibraryPrompt } from './library-prompt.ts';
import { promptMessages } from './prompt-messages.ts';

/** Spec §9: a card shows this many tags, then a "+N" count. */
export const cardTagLimit = 3;

export interface PromptCardActions {
  onFavourite: (prompt: LibraryPrompt) => void;
  onDuplicate: (prompt: LibraryPrompt) => void;
  onEdit: (prompt: LibraryPrompt) => void;
  onDelete: (prompt: LibraryPrompt) => void;
  onUse: (prompt: LibraryPrompt) => void;
}

function CardIconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className="prompt-card__icon-button"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export function PromptCard({ prompt, actions }: { prompt: LibraryPrompt; actions: PromptCardActions }) {
  const intl = useIntl();
  const titleID = useId();
  const counts = countPromptText(prompt.prompt);
  const shownTags = prompt.tags.slice(0, cardTagLimit);
  const hiddenTagCount = prompt.tags.length - shownTags.length;
  const favourite = prompt.favoritedAt !== null;
  const countTexts = [
    counts.variables > 0
      ? intl.formatMessage(promptMessages.variableCount, { count: counts.variables })
      : null,
    counts.agents > 0 ? intl.formatMessage(promptMessages.agentCount, { count: counts.agents }) : null,
    // One part is an ordinary prompt; only a split prompt is a queue.
    counts.queueItems > 1
      ? intl.formatMessage(promptMessages.queueCount, { count: counts.queueItems })
      : null,
  ].filter((text) => text !== null);

  return (
    <article className="prompt-card" aria-labelledby={titleID}>
      <div className="prompt-card__header">
        <h2 id={titleID} className="prompt-card__title">
          {prompt.title}
        </h2>
        <button
          type="button"
          className="prompt-card__favourite"
          aria-pressed={favourite}
          aria-label={intl.formatMessage(promptMessages.favourite)}
          title={intl.formatMessage(promptMessages.favourite)}
          onClick={() => {
            actions.onFavourite(prompt);
          }}
        >
          <StarIcon filled={favourite} />
        </button>
      </div>
      {prompt.readOnly ? (
        <span className="prompt-card__badge">{intl.formatMessage(promptMessages.organisation)}</span>
      ) : null}
      {prompt.description ? <p className="prompt-card__description">{prompt.description}</p> : null}
      {shownTags.length > 0 ? (
        <ul className="tag-chips prompt-card__tags" aria-label={intl.formatMessage(promptMessages.tags)}>
          {shownTags.map((tag) => (
            <li key={tag.id} className="tag-chip">
              {tag.name}
            </li>
          ))}
          {hiddenTagCount > 0 ? (
            <li
              className="tag-chip tag-chip--more"
              aria-label={intl.formatMessage(promptMessages.moreTagsLabel, { count: hiddenTagCount })}
            >
              {intl.formatMessage(promptMessages.moreTags, { count: hiddenTagCount })}
            </li>
          ) : null}
        </ul>
      ) : null}
      {countTexts.length > 0 ? <p className="prompt-card__counts">{countTexts.join(' · ')}</p> : null}
      <div className="prompt-card__actions">
        {prompt.readOnly ? null : (
          <>
            <CardIconButton
              label={intl.formatMessage(promptMessages.duplicate)}
              onClick={() => {
                actions.onDuplicate(prompt);
              }}
            >
              <CopyIcon />
            </CardIconButton>
            <CardIconButton
              label={intl.formatMessage(promptMessages.edit)}
              onClick={() => {
                actions.onEdit(prompt);
              }}
            >
              <EditIcon />
            </CardIconButton>
            <CardIconButton
              label={intl.formatMessage(promptMessages.delete)}
              onClick={() => {
                actions.onDelete(prompt);
              }}
            >
              <TrashIcon />
            </CardIconButton>
          </>
        )}
        <Button
          variant="primary"
          className="prompt-card__use"
          disabled={prompt.prompt.trim() === ''}
          onClick={() => {
            actions.onUse(prompt);
          }}
        >
          {intl.formatMessage(promptMessages.use)}
        </Button>
      </div>
    </article>
  );
}
