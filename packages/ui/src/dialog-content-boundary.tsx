import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { FailureNotice } from './failure-notice.tsx';
import { useRenderFailureText } from './render-failure-text.tsx';

/**
 * Inside a dialog, around what may fail to render: the dialog keeps its title and offers Close, and
 * the page behind stays as it was. Every dialog gets it through ModalDialog.
 */
export function DialogContentBoundary({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const text = useRenderFailureText();
  return (
    <ErrorBoundary
      fallback={() => (
        <FailureNotice
          title={text.dialogFailed}
          action={
            <Button variant="primary" onClick={onClose}>
              {text.close}
            </Button>
          }
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
