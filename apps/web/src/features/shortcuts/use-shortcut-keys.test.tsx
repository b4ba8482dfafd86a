import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, renderHook } from '@testing-library/react';
import { subscribeCommand } from './command-bus.ts';
import { defaultShortcutKeys } from './shortcut-map.ts';
import { recordingShortcutAttribute, useShortcutKeys } from './use-shortcut-keys.ts';

describe('useShortcutKeys', () => {
  afterEach(() => {
    cleanup();
    document.body.replaceChildren();
  });

  function field(tag: 'textarea' | 'button') {
    const element = document.createElement(tag);
    document.body.append(element);
    return element;
  }

  it('runs a command pressed inside a text field before the field sees the key', () => {
    const regenerate = vi.fn();
    const leave = subscribeCommand('regenerate', regenerate);
    renderHook(() => {
      useShortcutKeys(defaultShortcutKeys);
    });
    const composer = field('textarea');
    const fieldSaw = vi.fn((event: KeyboardEvent) => event.defaultPrevented);
    composer.addEventListener('keydown', (event) => {
      fieldSaw(event as KeyboardEvent);
    });
    fireEvent.keyDown(composer, { key: 'r', code: 'KeyR', ctrlKey: true, altKey: true });
    expect(regenerate).toHaveBeenCalledOnce();
    expect(fieldSaw).toHaveReturnedWith(true);
    leave();
  });

  it('opens the cheat sheet with "?" outside text fields only', () => {
    const show = vi.fn();
    const leave = subscribeCommand('showShortcuts', show);
    renderHook(() => {
      useShortcutKeys(defaultShortcutKeys);
    });
    fireEvent.keyDown(field('textarea'), { key: '?', code: 'Slash', shiftKey: true });
    expect(show).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: '?', code: 'Slash', shiftKey: true });
    expect(show).toHaveBeenCalledOnce();
    leave();
  });

  it('leaves keys alone while a shortcut is being recorded or a modal dialog is open', () => {
    const search = vi.fn();
    const leave = subscribeCommand('search', search);
    renderHook(() => {
      useShortcutKeys(defaultShortcutKeys);
    });
    const recorder = field('button');
    recorder.setAttribute(recordingShortcutAttribute, '');
    fireEvent.keyDown(recorder, { key: 'k', code: 'KeyK', ctrlKey: true });
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(search).not.toHaveBeenCalled();
    dialog.remove();
    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(search).toHaveBeenCalledOnce();
    leave();
  });
});
