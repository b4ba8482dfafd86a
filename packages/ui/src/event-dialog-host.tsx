import { useEffect, useState, type ComponentType, type ReactElement } from 'react';

export interface EventDialogHost {
  /** Opens the dialog from anywhere in the app: a window event the host listens for. */
  open: () => void;
  /** Mounted once in the app; renders the dialog while it is open. */
  Host: () => ReactElement | null;
}

/**
 * A dialog opened by a window event rather than by a parent's state, so any feature can open it
 * through one function without the app threading state down to it. Pass a `lazyComponent` and its
 * code loads on the first opening.
 */
export function createEventDialogHost(
  eventName: string,
  Dialog: ComponentType<{ onClose: () => void }>,
): EventDialogHost {
  const open = () => {
    window.dispatchEvent(new Event(eventName));
  };
  function Host() {
    const [isOpen, setOpen] = useState(false);
    useEffect(() => {
      const show = () => {
        setOpen(true);
      };
      window.addEventListener(eventName, show);
      return () => {
        window.removeEventListener(eventName, show);
      };
    }, []);
    return isOpen ? (
      <Dialog
        onClose={() => {
          setOpen(false);
        }}
      />
    ) : null;
  }
  return { open, Host };
}
