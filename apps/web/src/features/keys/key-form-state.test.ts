import { describe, expect, it } from 'vitest';
import { initialKeyFormState, keyFormControls, keyFormReducer, type KeyFormState } from './key-form-state.ts';

const editing = (draft: string, busy: KeyFormState['busy'] = 'idle'): KeyFormState => ({
  ...initialKeyFormState(''),
  draft,
  busy,
});

describe('key form state', () => {
  it('starts on the saved display only when a key is saved', () => {
    expect(initialKeyFormState('sk-1').mode).toBe('saved');
    expect(initialKeyFormState('').mode).toBe('editing');
  });

  it('disables save while busy or when both draft and saved key are empty', () => {
    expect(keyFormControls(editing(''), '').saveDisabled).toBe(true);
    expect(keyFormControls(editing('  '), '').saveDisabled).toBe(true);
    expect(keyFormControls(editing(''), 'sk-saved').saveDisabled).toBe(false);
    expect(keyFormControls(editing('sk-new'), '').saveDisabled).toBe(false);
    expect(keyFormControls(editing('sk-new', 'saving'), '').saveDisabled).toBe(true);
    expect(keyFormControls(editing('sk-new', 'checking'), '').saveDisabled).toBe(true);
  });

  it('checks the saved key when it is shown, otherwise the draft', () => {
    const saved = initialKeyFormState('sk-saved');
    expect(keyFormControls(saved, 'sk-saved')).toMatchObject({
      keyToCheck: 'sk-saved',
      checkDisabled: false,
    });
    expect(keyFormControls(editing(''), 'sk-saved')).toMatchObject({ keyToCheck: '', checkDisabled: true });
    expect(keyFormControls(editing('sk-new'), 'sk-saved').checkDisabled).toBe(false);
    expect(keyFormControls(editing('sk-new', 'saving'), '').checkDisabled).toBe(true);
  });

  it('labels the button as clearing when a saved key exists and the draft is empty', () => {
    expect(keyFormControls(editing(''), 'sk-saved').saveClears).toBe(true);
    expect(keyFormControls(editing('sk-new'), 'sk-saved').saveClears).toBe(false);
    expect(keyFormControls(editing(''), '').saveClears).toBe(false);
  });

  it('clears any message at the start of each attempt', () => {
    const failed: KeyFormState = {
      ...editing('bad'),
      message: { kind: 'check-error', error: { kind: 'invalid-key' } },
    };
    expect(keyFormReducer(failed, { type: 'save-started' }).message).toBeNull();
    expect(keyFormReducer(failed, { type: 'check-started' }).message).toBeNull();
  });

  it('stays editing with the message after a failed save', () => {
    const state = keyFormReducer(editing('bad', 'saving'), {
      type: 'save-failed',
      message: { kind: 'check-error', error: { kind: 'http-status', status: 500 } },
    });
    expect(state).toMatchObject({ mode: 'editing', busy: 'idle', draft: 'bad' });
  });

  it('shows the saved display after a save, with the amber note when a profile key exists', () => {
    const state = keyFormReducer(editing('sk-new', 'saving'), {
      type: 'save-succeeded',
      profileKeyExists: true,
      savedEmpty: false,
    });
    expect(state).toMatchObject({ mode: 'saved', draft: '', message: { kind: 'saved-while-profile-key' } });
  });

  it('remembers typing while a profile key exists', () => {
    const state = keyFormReducer(editing(''), { type: 'draft-typed', draft: 's', profileKeyExists: true });
    expect(state.typedWhileProfileKey).toBe(true);
    expect(
      keyFormReducer(editing(''), { type: 'draft-typed', draft: 's', profileKeyExists: false })
        .typedWhileProfileKey,
    ).toBe(false);
  });
});
