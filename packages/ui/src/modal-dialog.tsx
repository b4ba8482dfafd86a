import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { DialogContentBoundary } from './dialog-content-boundary.tsx';
import './modal-dialog.css';

export type ModalDialogSize = 'small' | 'compact' | 'medium' | 'wide';

export interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: ModalDialogSize;
  className?: string;
  /** Content beside the title, such as a status badge or a favourite toggle. */
  headerExtra?: ReactNode;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  /** Focused on open; without it the browser focuses the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A native modal <dialog>: the browser traps focus, makes the page behind inert and turns Escape
 * into a cancel event, which closes it through `onClose` so React stays the owner of "open".
 * The title stays outside the content's error boundary, so a failed dialog keeps its name.
 */
export function ModalDialog({
  title,
  onClose,
  children,
  size = 'medium',
  className,
  headerExtra,
  onKeyDown,
  initialFocusRef,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleID = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    // React's autoFocus runs before showModal, which then moves focus to the first focusable element.
    initialFocusRef?.current?.focus();
    return () => {
      // Unmounting a modal leaves focus on <body>; give it back to what opened the dialog.
      opener?.focus();
    };
    // The ref object is stable (useRef), so this still runs once per open.
  }, [initialFocusRef]);

  return (
    <dialog
      ref={dialogRef}
      className={['ui-modal-dialog', `ui-modal-dialog--${size}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleID}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="ui-modal-dialog__header">
        <h2 id={titleID} className="ui-modal-dialog__title">
          {title}
        </h2>
        {headerExtra}
      </div>
      <DialogContentBoundary onClose={onClose}>{children}</DialogContentBoundary>
    </dialog>
  );
}

export interface DialogActionsProps {
  children: ReactNode;
  /**
   * `sticky` (the default) pins the row to the dialog's foot with a rule above it, for forms that
   * scroll; `inline` is a plain row after short content.
   */
  placement?: 'sticky' | 'inline';
}

/** The row of buttons at the foot of a dialog. */
export function DialogActions({ children, placement = 'sticky' }: DialogActionsProps) {
  return <div className={`ui-modal-dialog__actions ui-modal-dialog__actions--${placement}`}>{children}</div>;
}
