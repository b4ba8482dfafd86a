import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { KeyCheckResult } from '@confab/core/providers';
import { initialKeyFormState, keyFormControls, keyFormReducer } from './key-form-state.ts';

/** Why a key is tested: the Check key button may go to a host's own check endpoint (spec §7). */
export type KeyCheckReason = 'save' | 'check-new-key' | 'check-saved-key';

export interface KeyEntryFormBehaviour {
  savedKey: string;
  onSave: (key: string) => Promise<void>;
  checkKey: (
    key: string,
    context: { reason: KeyCheckReason; signal: AbortSignal },
  ) => Promise<KeyCheckResult>;
  onComplete?: () => void;
  profileKeyExists?: boolean;
}

/** Spec §9: the input gets focus 100 ms after Change, once it is back in the page. */
export const changeFocusDelayMs = 100;

export function useKeyEntryForm(behaviour: KeyEntryFormBehaviour) {
  const { savedKey, onSave, checkKey, onComplete, profileKeyExists = false } = behaviour;
  const [state, dispatch] = useReducer(keyFormReducer, savedKey, initialKeyFormState);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  // "The saved display reappears whenever a non-empty key is passed in": adjust during render on change.
  const [seenKey, setSeenKey] = useState(savedKey);
  if (seenKey !== savedKey) {
    setSeenKey(savedKey);
    if (savedKey) dispatch({ type: 'saved-key-arrived' });
  }

  useEffect(() => () => abortRef.current?.abort(), []);

  const controls = keyFormControls(state, savedKey);

  const runCheck = useCallback(
    async (key: string, reason: KeyCheckReason): Promise<KeyCheckResult | null> => {
      const controller = new AbortController();
      abortRef.current = controller;
      try {
        const result = await checkKey(key, { reason, signal: controller.signal });
        if (!result.ok && result.error.kind === 'network') {
          // The spec logs connection failures; the detail never contains the key.
          console.warn('API key check could not reach the provider:', result.error.detail);
        }
        return result;
      } catch (error) {
        if (controller.signal.aborted) return null;
        throw error;
      }
    },
    [checkKey],
  );

  const save = useCallback(async () => {
    if (controls.saveDisabled) return;
    const key = state.draft.trim();
    dispatch({ type: 'save-started' });
    try {
      if (key !== '') {
        const result = await runCheck(key, 'save');
        if (!result) return;
        if (!result.ok) {
          dispatch({ type: 'save-failed', message: { kind: 'check-error', error: result.error } });
          return;
        }
      }
      await onSave(key);
    } catch {
      dispatch({ type: 'save-failed', message: { kind: 'save-failed' } });
      return;
    }
    dispatch({ type: 'save-succeeded', profileKeyExists, savedEmpty: key === '' });
    onComplete?.();
  }, [controls.saveDisabled, state.draft, runCheck, onSave, onComplete, profileKeyExists]);

  const check = useCallback(async () => {
    if (controls.checkDisabled) return;
    dispatch({ type: 'check-started' });
    try {
      const result = await runCheck(
        controls.keyToCheck,
        controls.showingSaved ? 'check-saved-key' : 'check-new-key',
      );
      if (!result) return;
      dispatch({
        type: 'check-finished',
        message: result.ok ? { kind: 'check-passed' } : { kind: 'check-error', error: result.error },
      });
    } catch {
      dispatch({ type: 'check-finished', message: { kind: 'save-failed' } });
    }
  }, [controls.checkDisabled, controls.keyToCheck, controls.showingSaved, runCheck]);

  const change = useCallback(() => {
    dispatch({ type: 'change-clicked' });
    setTimeout(() => inputRef.current?.focus(), changeFocusDelayMs);
  }, []);

  return {
    state,
    controls,
    inputRef,
    typeDraft: (draft: string) => {
      dispatch({ type: 'draft-typed', draft, profileKeyExists });
    },
    change,
    cancel: () => {
      dispatch({ type: 'cancel-clicked' });
    },
    save,
    check,
  };
}
