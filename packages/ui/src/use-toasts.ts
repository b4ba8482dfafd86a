import { useCallback, useEffect, useRef, useState } from 'react';

export type ToastTone = 'info' | 'error';

/** A button in the toast (e.g. "Undo"); choosing it also dismisses the toast. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
  action?: ToastAction;
}

/** How long a toast stays before it goes by itself. */
const toastLifetime = 5000;

/**
 * Short notices for a screen (toasts). Each region that
 * shows these is a live region, so screen readers hear them without focus moving.
 */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextID = useRef(1);
  const timers = useRef(new Set<number>());

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (text: string, tone: ToastTone = 'info', { action }: { action?: ToastAction } = {}) => {
      const id = nextID.current;
      nextID.current += 1;
      setToasts((current) => [...current.slice(-2), { id, text, tone, ...(action ? { action } : {}) }]);
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, toastLifetime);
      timers.current.add(timer);
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
    };
  }, []);

  return { toasts, show, dismiss };
}
