import { useState } from 'react';
import {
  addPromptTag,
  validatePromptDraft,
  type Prompt,
  type PromptDraft,
  type PromptDraftError,
} from '@confab/core';

function draftFrom(prompt: Prompt | undefined): PromptDraft {
  return {
    title: prompt?.title ?? '',
    description: prompt?.description ?? '',
    prompt: prompt?.prompt ?? '',
    tags: prompt?.tags ?? [],
    favourite: prompt ? prompt.favoritedAt !== null : false,
  };
}

/**
 * The editor's form state. Errors show only after a save attempt, then follow the fields as they
 * are fixed, so a person is not told off while still typing.
 */
export function usePromptDraft(existing: Prompt | undefined) {
  const [draft, setDraft] = useState<PromptDraft>(() => draftFrom(existing));
  const [pendingTag, setPendingTag] = useState('');
  const [attempted, setAttempted] = useState(false);
  const errors: PromptDraftError[] = attempted ? validatePromptDraft(draft) : [];

  return {
    draft,
    errors,
    pendingTag,
    setPendingTag,
    update: (change: Partial<PromptDraft>) => {
      setDraft((current) => ({ ...current, ...change }));
    },
    /** The draft to save with any half-typed tag included, or the errors that stop it. */
    submit: (): { draft: PromptDraft } | { errors: PromptDraftError[] } => {
      setAttempted(true);
      const complete = { ...draft, tags: addPromptTag(draft.tags, pendingTag) };
      const found = validatePromptDraft(complete);
      return found.length > 0 ? { errors: found } : { draft: complete };
    },
  };
}
