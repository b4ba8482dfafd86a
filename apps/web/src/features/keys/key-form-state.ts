import type { KeyCheckError } from '@confab/core/providers';

/** What the form shows under the input: one message at a time, cleared at the start of each attempt. */
export type KeyFormMessage =
  | { kind: 'check-error'; error: KeyCheckError }
  | { kind: 'save-failed' }
  | { kind: 'check-passed' }
  | { kind: 'saved-while-profile-key' };

export interface KeyFormState {
  mode: 'editing' | 'saved';
  draft: string;
  /** 'saving' covers the live test that precedes a save; 'checking' is the Check key button's own test. */
  busy: 'idle' | 'saving' | 'checking';
  message: KeyFormMessage | null;
  typedWhileProfileKey: boolean;
}

export type KeyFormAction =
  | { type: 'draft-typed'; draft: string; profileKeyExists: boolean }
  | { type: 'change-clicked' }
  | { type: 'cancel-clicked' }
  | { type: 'save-started' }
  | { type: 'check-started' }
  | { type: 'save-succeeded'; profileKeyExists: boolean; savedEmpty: boolean }
  | { type: 'save-failed'; message: KeyFormMessage }
  | { type: 'check-finished'; message: KeyFormMessage }
  | { type: 'saved-key-arrived' };

export function initialKeyFormState(savedKey: string): KeyFormState {
  return {
    mode: savedKey ? 'saved' : 'editing',
    draft: '',
    busy: 'idle',
    message: null,
    typedWhileProfileKey: false,
  };
}

export function keyFormReducer(state: KeyFormState, action: KeyFormAction): KeyFormState {
  switch (action.type) {
    case 'draft-typed':
      return {
        ...state,
        draft: action.draft,
        typedWhileProfileKey: state.typedWhileProfileKey || action.profileKeyExists,
      };
    case 'change-clicked':
      return { ...state, mode: 'editing', draft: '', message: null };
    case 'cancel-clicked':
      return { ...state, mode: 'saved', draft: '', message: null, typedWhileProfileKey: false };
    case 'save-started':
      return { ...state, busy: 'saving', message: null };
    case 'check-started':
      return { ...state, busy: 'checking', message: null };
    case 'save-succeeded':
      return {
        mode: action.savedEmpty ? 'editing' : 'saved',
        draft: '',
        busy: 'idle',
        message: action.profileKeyExists && !action.savedEmpty ? { kind: 'saved-while-profile-key' } : null,
        typedWhileProfileKey: false,
      };
    case 'save-failed':
      return { ...state, mode: 'editing', busy: 'idle', message: action.message };
    case 'check-finished':
      return { ...state, busy: 'idle', message: action.message };
    case 'saved-key-arrived':
      return { ...state, mode: 'saved', draft: '' };
  }
}

/** The controls' rules (spec §5), derived so the buttons and the Enter key cannot disagree. */
export function keyFormControls(state: KeyFormState, savedKey: string) {
  const showingSaved = state.mode === 'saved' && savedKey !== '';
  const keyToCheck = showingSaved ? savedKey : state.draft.trim();
  return {
    showingSaved,
    keyToCheck,
    saveDisabled: state.busy !== 'idle' || (state.draft.trim() === '' && savedKey === ''),
    checkDisabled: state.busy !== 'idle' || keyToCheck === '',
    /** Saving an empty draft over a saved key clears it, so the button says so. */
    saveClears: savedKey !== '' && state.draft.trim() === '',
  };
}
