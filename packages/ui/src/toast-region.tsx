import { createPortal } from 'react-dom';
import { cornerToastStack } from './corner-toast-stack.ts';
import { CloseIcon } from './icons/action-icons.tsx';
import type { Toast, ToastTone } from './use-toasts.ts';
import './toast-region.css';

export interface ToastRegionProps {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
  /** The region's accessible name, e.g. "Notifications" (ui ships no texts of its own). */
  label: string;
  /** The accessible name of each toast's close button, e.g. "Dismiss". */
  dismissLabel: string;
  /**
   * Inline inside a dialog, where a corner toast would cover the dialog's own buttons (and, drawn
   * outside a modal dialog, would be inert). Corner regions all share one stack in the page.
   */
  placement?: 'corner' | 'inline';
}

/**
 * Two live regions that are always in the page, since a region added together with its text is not
 * announced: errors as an alert, other notices as a status. A corner region is portalled into the
 * page's one toast stack, in the order regions mount, so regions never cover or jump over each other.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  label,
  dismissLabel,
  placement = 'corner',
}: ToastRegionProps) {
  const renderToasts = (tone: ToastTone) =>
    toasts
      .filter((toast) => toast.tone === tone)
      .map((toast) => (
        <div key={toast.id} className={`ui-toast ui-toast--${tone}`}>
          <span className="ui-toast__text">{toast.text}</span>
          {toast.action ? (
            <button
              type="button"
              className="ui-toast__action"
              onClick={() => {
                toast.action?.onAction();
                onDismiss(toast.id);
              }}
            >
              {toast.action.label}
            </button>
          ) : null}
          <button
            type="button"
            className="ui-toast__dismiss"
            aria-label={dismissLabel}
            onClick={() => {
              onDismiss(toast.id);
            }}
          >
            <CloseIcon />
          </button>
        </div>
      ));
  const region = (
    <div className={`ui-toasts ui-toasts--${placement}`} aria-label={label}>
      <div role="alert">{renderToasts('error')}</div>
      <div role="status">{renderToasts('info')}</div>
    </div>
  );
  return placement === 'corner' ? createPortal(region, cornerToastStack()) : region;
}
