import { useEffect, useRef } from 'react';
import { runCommand } from './command-bus.ts';
import { actionOfEvent, isCheatSheetKey, type ShortcutMap } from './shortcut-map.ts';

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type)
  );
}

/** Set on an element that records a new shortcut, so pressing the combination there does not also run it. */
export const recordingShortcutAttribute = 'data-recording-shortcut';

/**
 * One key listener for the whole app. It listens in the capture phase, before the composer or any
 * other field sees the key, so shortcuts work while typing; "?" opens the cheat sheet only outside
 * text fields, where it is not a character being typed.
 */
export function useShortcutKeys(map: ShortcutMap): void {
  const mapRef = useRef(map);
  useEffect(() => {
    mapRef.current = map;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (event.target instanceof Element && event.target.closest(`[${recordingShortcutAttribute}]`)) return;
      // A modal dialog makes the page behind it inert: its commands must not run underneath.
      if (document.querySelector('dialog[open]')) return;
      if (isCheatSheetKey(event)) {
        if (isTextField(event.target)) return;
        if (runCommand('showShortcuts')) event.preventDefault();
        return;
      }
      const action = actionOfEvent(event, mapRef.current);
      if (action === undefined) return;
      // Taken even when nobody can run it now, so Ctrl+Alt+V never types into the composer instead.
      event.preventDefault();
      runCommand(action);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
    };
  }, []);
}
