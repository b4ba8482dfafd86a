import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, DialogActions, ModalDialog, useCopiedFlag } from '@confab/ui';
import { chatToPlainText, hasExportableContent } from '@confab/core/chat-export';
import { useChatFeature } from '../../host/host-config.tsx';
import { PricingLink, useUserCanUse } from '../licence/index.ts';
import { ShareLinkPanel } from '../sharing/on-demand.ts';
import { chatExportMessages } from './chat-export-messages.ts';
import { downloadTextFile } from './download-text-file.ts';
import { shareFile, sharePdfURL, type DownloadFormat } from './share-formats.ts';
import { useChatExportSource } from './use-chat-export-source.ts';
import { useExportLabels } from './use-export-labels.ts';
import './share-chat-dialog.css';

export interface ShareChatDialogProps {
  chatID: string;
  onClose: () => void;
}

function FormatRow({ hint, children }: { hint: string; children: (hintID: string) => ReactNode }) {
  const hintID = useId();
  return (
    <li className="share-chat__format">
      {children(hintID)}
      <span id={hintID} className="share-chat__hint">
        {hint}
      </span>
    </li>
  );
}

/**
 * Share a chat by link (first, spec §2), or as text, fine-tune JSON, HTML, Markdown or a print view.
 * Only the link uploads anything, after its consent box is ticked; the other formats are made in the
 * browser. A host can turn sharing off with the `actionButtons.share` chat feature.
 */
export function ShareChatDialog({ chatID, onClose }: ShareChatDialogProps) {
  const intl = useIntl();
  const labels = useExportLabels();
  const sharingAllowed = useChatFeature('actionButtons.share');
  const state = useChatExportSource(chatID);
  const { copied, markCopied } = useCopiedFlag();
  const [failure, setFailure] = useState<string | null>(null);
  const source = state.status === 'ready' && hasExportableContent(state.source) ? state.source : undefined;
  // Spec §5: sharing needs the share permission (a licence where the host sells them).
  const licensed = useUserCanUse('share');
  const disabled = !sharingAllowed || !licensed || !source;

  const run = (action: () => void) => {
    setFailure(null);
    try {
      action();
    } catch {
      setFailure(intl.formatMessage(chatExportMessages.exportFailed));
    }
  };
  const download = (format: DownloadFormat) => {
    if (!source) return;
    run(() => {
      const file = shareFile(format, source, {
        labels,
        language: intl.locale,
        formatDate: (time) => intl.formatDate(time, { dateStyle: 'long', timeStyle: 'short' }),
      });
      downloadTextFile(file.fileName, file.text, file.mimeType);
    });
  };
  const copyText = () => {
    if (!source) return;
    setFailure(null);
    navigator.clipboard.writeText(chatToPlainText(source, { labels })).then(markCopied, () => {
      setFailure(intl.formatMessage(chatExportMessages.copyFailed));
    });
  };

  const notice =
    state.status === 'loading'
      ? intl.formatMessage(chatExportMessages.loading)
      : state.status === 'failed'
        ? intl.formatMessage(chatExportMessages.exportFailed)
        : !source
          ? intl.formatMessage(chatExportMessages.nothingToExport)
          : !sharingAllowed
            ? intl.formatMessage(chatExportMessages.sharingOff)
            : !licensed
              ? intl.formatMessage(chatExportMessages.licenceNeeded)
              : null;
  const problem = failure ?? (state.status === 'loading' ? null : notice);

  return (
    <ModalDialog title={intl.formatMessage(chatExportMessages.dialogTitle)} onClose={onClose}>
      <p className="share-chat__intro">{intl.formatMessage(chatExportMessages.intro)}</p>
      <ul className="share-chat__formats">
        <ShareLinkPanel source={source} disabled={disabled} />
        <FormatRow hint={intl.formatMessage(chatExportMessages.textHint)}>
          {(hintID) => (
            <Button aria-describedby={hintID} disabled={disabled} onClick={copyText}>
              {intl.formatMessage(copied ? chatExportMessages.copied : chatExportMessages.copyText)}
            </Button>
          )}
        </FormatRow>
        <FormatRow hint={intl.formatMessage(chatExportMessages.fineTuneHint)}>
          {(hintID) => (
            <Button
              aria-describedby={hintID}
              disabled={disabled}
              onClick={() => {
                download('fine-tune');
              }}
            >
              {intl.formatMessage(chatExportMessages.fineTune)}
            </Button>
          )}
        </FormatRow>
        <FormatRow hint={intl.formatMessage(chatExportMessages.htmlHint)}>
          {(hintID) => (
            <Button
              aria-describedby={hintID}
              disabled={disabled}
              onClick={() => {
                download('html');
              }}
            >
              {intl.formatMessage(chatExportMessages.html)}
            </Button>
          )}
        </FormatRow>
        <FormatRow hint={intl.formatMessage(chatExportMessages.markdownHint)}>
          {(hintID) => (
            <Button
              aria-describedby={hintID}
              disabled={disabled}
              onClick={() => {
                download('markdown');
              }}
            >
              {intl.formatMessage(chatExportMessages.markdown)}
            </Button>
          )}
        </FormatRow>
        <FormatRow hint={intl.formatMessage(chatExportMessages.printHint)}>
          {(hintID) => (
            <Button
              aria-describedby={hintID}
              disabled={disabled}
              onClick={() => {
                run(() => {
                  window.open(sharePdfURL(chatID), '_blank', 'noopener');
                });
              }}
            >
              {intl.formatMessage(chatExportMessages.print)}
            </Button>
          )}
        </FormatRow>
      </ul>
      {/* The dialog's own live regions: a toast outside a modal dialog is inert. */}
      <p className="share-chat__status" role="status">
        {copied ? intl.formatMessage(chatExportMessages.copied) : state.status === 'loading' ? notice : null}
      </p>
      <p className="share-chat__problem" role="alert">
        {problem}
      </p>
      {sharingAllowed && !licensed ? (
        <p className="share-chat__upsell">
          <PricingLink onOpen={onClose}>{intl.formatMessage(chatExportMessages.seeLicences)}</PricingLink>
        </p>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(chatExportMessages.close)}</Button>
      </DialogActions>
    </ModalDialog>
  );
}
