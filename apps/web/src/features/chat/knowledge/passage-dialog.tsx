import { useIntl } from 'react-intl';
import type { Citation } from '@confab/core/entities';
import { Button, DialogActions, ModalDialog } from '@confab/ui';
import { knowledgeMessages } from './knowledge-messages.ts';
import { citationPlace } from './citation-place.ts';

export interface PassageDialogProps {
  citation: Citation;
  onClose: () => void;
}

/** The passage an answer was given for one source, named by its document. */
export function PassageDialog({ citation, onClose }: PassageDialogProps) {
  const intl = useIntl();
  const place = citationPlace(intl, citation);
  return (
    <ModalDialog title={citation.documentName} onClose={onClose} size="compact">
      {place === '' ? null : <p className="passage-dialog__place">{place}</p>}
      <blockquote
        className="passage-dialog__quote"
        aria-label={intl.formatMessage(knowledgeMessages.passage)}
      >
        {citation.quote}
      </blockquote>
      <DialogActions placement="inline">
        <Button
          variant="ghost"
          onClick={() => {
            onClose();
            // The Files tab has no deep link to a document yet: it opens on its list.
            window.location.hash = '#files';
          }}
        >
          {intl.formatMessage(knowledgeMessages.openInFiles)}
        </Button>
        <Button onClick={onClose}>{intl.formatMessage(knowledgeMessages.close)}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
