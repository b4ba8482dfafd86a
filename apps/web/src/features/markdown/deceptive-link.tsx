import { useState, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import type { LinkDeception } from '@confab/core/text';

interface DeceptiveLinkProps {
  deception: LinkDeception;
  title: string | undefined;
  children: ReactNode;
}

/**
 * A link whose text names another host than it goes to, or names it with look-alike or invisible
 * characters: the real destination (punycode) is shown beside it, and following it asks first.
 * Middle and modifier clicks ask too, so no click leaves without the question.
 */
export function DeceptiveLink({ deception, title, children }: DeceptiveLinkProps) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const ask = (event: MouseEvent) => {
    event.preventDefault();
    setAsking(true);
  };
  return (
    <>
      <a
        href={deception.destination}
        title={title}
        target="_blank"
        rel="noopener noreferrer"
        onClick={ask}
        onAuxClick={ask}
      >
        {children}
      </a>{' '}
      <span className="markdown__link-destination">
        {intl.formatMessage(
          { id: 'markdown.linkDestination', defaultMessage: '(goes to {host})' },
          { host: deception.host },
        )}
      </span>
      {asking ? (
        <ModalDialog
          title={intl.formatMessage({ id: 'markdown.deceptiveLinkTitle', defaultMessage: 'Open this link?' })}
          size="small"
          onClose={() => {
            setAsking(false);
          }}
        >
          <p>
            {intl.formatMessage({
              id: 'markdown.deceptiveLinkExplanation',
              defaultMessage: 'The text of this link does not match where it goes. It opens:',
            })}
          </p>
          <p className="markdown__link-destination-full">
            <code>{deception.destination}</code>
          </p>
          <DialogActions>
            <Button
              onClick={() => {
                setAsking(false);
              }}
            >
              {intl.formatMessage({ id: 'markdown.deceptiveLinkCancel', defaultMessage: 'Cancel' })}
            </Button>
            <Button
              variant="primary"
              onClick={() => {
                setAsking(false);
                window.open(deception.destination, '_blank', 'noopener,noreferrer');
              }}
            >
              {intl.formatMessage({ id: 'markdown.deceptiveLinkOpen', defaultMessage: 'Open link' })}
            </Button>
          </DialogActions>
        </ModalDialog>
      ) : null}
    </>
  );
}
