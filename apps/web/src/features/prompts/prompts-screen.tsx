import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Prompt, PromptDraft } from '@confab/core';
import { Button, EmptyState, useDelayedFlag, useToasts } from '@confab/ui';
import { DeletePromptDialog } from './delete-prompt-dialog.tsx';
import { libraryPromptFromRecord, type LibraryPrompt } from './library-prompt.ts';
import type { PromptCardActions } from './prompt-card.tsx';
import { PromptEditorDialog } from './prompt-editor-dialog.tsx';
import { PromptList } from './prompt-list.tsx';
import { promptMessages } from './prompt-messages.ts';
import { PromptToolbar } from './prompt-toolbar.tsx';
import { SelectedTagChips } from './selected-tag-chips.tsx';
import { Notices } from '../notices/index.ts';
import { openInComposer, usePromptActions } from './use-prompt-actions.ts';
import { useLibraryView } from './use-library-view.ts';
import { useOrganisationPrompts } from './use-organisation-prompts.ts';
import { useSavedPrompts } from './use-saved-prompts.ts';
import { MembersOnlyNotice } from './members-only-notice.tsx';
import './prompts-screen.css';

/** Spec §9: how long loading may take before the screen says it is loading. */
const pendingDelay = 50;

type EditorState = { mode: 'add' } | { mode: 'edit'; prompt: Prompt } | null;

export function PromptsScreen() {
  const intl = useIntl();
  const saved = useSavedPrompts();
  const organisation = useOrganisationPrompts();
  const actions = usePromptActions();
  const toasts = useToasts();
  const [editor, setEditor] = useState<EditorState>(null);
  const [deleting, setDeleting] = useState<LibraryPrompt | null>(null);
  const showLoading = useDelayedFlag(!saved.loaded, pendingDelay);

  const library = useMemo(
    () => [...organisation.prompts, ...saved.prompts.map(libraryPromptFromRecord)],
    [organisation.prompts, saved.prompts],
  );
  const view = useLibraryView(library);
  const { show } = toasts;

  const run = (work: Promise<unknown>) => {
    work.catch(() => {
      show(intl.formatMessage(promptMessages.saveFailed), 'error');
    });
  };
  const cardActions: PromptCardActions = {
    onFavourite: (prompt) => {
      run(prompt.readOnly ? organisation.toggleFavourite(prompt.id) : actions.toggleFavourite(prompt.id));
    },
    onDuplicate: (prompt) => {
      run(
        actions.duplicate(prompt.id).then((copy) => {
          show(intl.formatMessage(promptMessages.duplicated, { title: copy.title }));
        }),
      );
    },
    onEdit: (prompt) => {
      const record = saved.prompts.find((candidate) => candidate.id === prompt.id);
      if (record) setEditor({ mode: 'edit', prompt: record });
    },
    onDelete: setDeleting,
    onUse: (prompt) => {
      // The text goes to the composer first: recording the use must not hold up the hand-over.
      openInComposer(prompt.prompt);
      run(prompt.readOnly ? organisation.markUsed(prompt.id) : actions.markUsed(prompt.id));
    },
  };

  const saveDraft = async (draft: PromptDraft) => {
    const existing = editor?.mode === 'edit' ? editor.prompt : undefined;
    const prompt = await actions.save(draft, existing);
    setEditor(null);
    show(intl.formatMessage(existing ? promptMessages.saved : promptMessages.added, { title: prompt.title }));
  };

  const openAdd = () => {
    setEditor({ mode: 'add' });
  };
  const addButton = (
    <Button variant="primary" onClick={openAdd}>
      {intl.formatMessage(promptMessages.addPrompt)}
    </Button>
  );

  return (
    <div className="prompts-screen">
      <header className="prompts-screen__header">
        <div className="prompts-screen__heading">
          <h1>{intl.formatMessage(promptMessages.title)}</h1>
          <p className="prompts-screen__intro">{intl.formatMessage(promptMessages.intro)}</p>
        </div>
        {addButton}
      </header>
      <MembersOnlyNotice />
      {saved.loaded && library.length > 0 ? (
        <>
          <PromptToolbar view={view} />
          <SelectedTagChips tags={view.selectedTags} onRemove={view.toggleTag} />
        </>
      ) : null}
      {!saved.loaded ? (
        showLoading ? (
          <p className="prompts-screen__loading" role="status">
            {intl.formatMessage(promptMessages.loading)}
          </p>
        ) : null
      ) : library.length === 0 ? (
        <EmptyState title={intl.formatMessage(promptMessages.emptyTitle)}>
          <p>{intl.formatMessage(promptMessages.emptyBody)}</p>
          {addButton}
        </EmptyState>
      ) : view.visible.length === 0 ? (
        <EmptyState title={intl.formatMessage(promptMessages.noMatchTitle)}>
          <p>{intl.formatMessage(promptMessages.noMatchBody)}</p>
          <Button onClick={view.clearFilters}>{intl.formatMessage(promptMessages.clearFilters)}</Button>
        </EmptyState>
      ) : (
        <PromptList prompts={view.visible} layout={view.layout} actions={cardActions} />
      )}
      {editor ? (
        <PromptEditorDialog
          key={editor.mode === 'edit' ? editor.prompt.id : 'new'}
          existing={editor.mode === 'edit' ? editor.prompt : undefined}
          onSave={saveDraft}
          onClose={() => {
            setEditor(null);
          }}
        />
      ) : null}
      {deleting ? (
        <DeletePromptDialog
          title={deleting.title}
          onClose={() => {
            setDeleting(null);
          }}
          onConfirm={() => {
            const { id, title } = deleting;
            setDeleting(null);
            run(
              actions.remove(id).then(() => {
                show(intl.formatMessage(promptMessages.deleted, { title }));
              }),
            );
          }}
        />
      ) : null}
      <Notices notices={toasts.toasts} onDismiss={toasts.dismiss} />
    </div>
  );
}
