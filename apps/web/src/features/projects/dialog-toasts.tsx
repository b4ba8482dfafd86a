import { useIntl } from 'react-intl';
import { CloseIcon, IconButton, type Toast } from '@confab/ui';
import { projectMessages } from './project-messages.ts';

/**
 * Toasts shown inside the dialog: a toast outside a modal dialog is inert and unheard. The two live
 * regions are always present, since a region added with its text is not announced.
 */
export function DialogToasts({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const intl = useIntl();
  const render = (tone: Toast['tone']) =>
    toasts
      .filter((toast) => toast.tone === tone)
      .map((toast) => (
        <div key={toast.id} className={`project-toast project-toast--${tone}`}>
          <span className="project-toast__text">{toast.text}</span>
          <IconButton
            label={intl.formatMessage(projectMessages.dismiss)}
            onClick={() => {
              onDismiss(toast.id);
            }}
          >
            <CloseIcon strokeWidth={2.4} />
          </IconButton>
        </div>
      ));
  return (
    <div className="project-toasts">
      <div role="alert">{render('error')}</div>
      <div role="status">{render('info')}</div>
    </div>
  );
}
