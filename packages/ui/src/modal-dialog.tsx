import { useEffect, useId, useRef, type ReactNode } from 'react';
import { DialogContentBoundary } from './dialog-content-boundary.tsx';
import './modal-dialog.css';

export type ModalDialogSize = 'small' | 'medium' | 'wide';

export interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: ModalDialogSize;
  className?: string;
}

/**
 * A native modal <dialog>: the browser traps focus, makes the page behind inert and turns Escape
 * into a cancel event, which closes it through `onClose` so React stays the owner of "open".
 */
export function ModalDialog({ title, onClose, children, size = 'medium', className }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      // Unmounting a modal leaves focus on <body>; give it back to what opened the dialog.
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={['ui-modal-dialog', `ui-modal-dialog--${size}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="ui-modal-dialog__title">
        {title}
      </h2>
      <DialogContentBoundary onClose={onClose}>{children}</DialogContentBoundary>
    </dialog>
  );
}

/** The row of buttons at the foot of a dialog; it stays in reach while a long form scrolls. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="ui-modal-dialog__actions">{children}</div>;
}
