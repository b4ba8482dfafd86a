import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { DialogContentBoundary } from '@confab/ui';
import './prompt-dialog.css';

export interface PromptDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Content beside the title (the editor's saved-or-new badge and favourite star). */
  headerExtra?: ReactNode;
  className?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  /** Focused on open; without it the browser focuses the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A native modal <dialog>: the browser traps focus, makes the page behind inert and turns Escape
 * into a cancel event, which closes it through `onClose` so React stays the owner of "open".
 */
export function PromptDialog({
  title,
  onClose,
  children,
  headerExtra,
  className,
  onKeyDown,
  initialFocusRef,
}: PromptDialogProps) {
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
      className={['prompt-dialog', className].filter(Boolean).join(' ')}
      aria-labelledby={titleID}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="prompt-dialog__header">
        <h2 id={titleID} className="prompt-dialog__title">
          {title}
        </h2>
        {headerExtra}
      </div>
      <DialogContentBoundary onClose={onClose}>{children}</DialogContentBoundary>
    </dialog>
  );
}
