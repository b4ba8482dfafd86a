import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { DialogActions, ModalDialog } from './modal-dialog.tsx';

export interface ConfirmDialogProps {
  title: string;
  /** What happens if the person confirms; ui ships no texts of its own. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the confirmed action runs, its button is disabled. */
  busy?: boolean;
}

/** A small dialog asking to confirm a destructive action: Cancel, then the action in the danger colour. */
export function ConfirmDialog({
  title,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onClose,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <ModalDialog size="small" title={title} onClose={onClose}>
      {children}
      <DialogActions>
        <Button onClick={onClose}>{cancelLabel}</Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
