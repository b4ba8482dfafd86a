import { useIntl } from 'react-intl';
import type { StoredFile } from '@confab/core/entities';
import { documentReadErrorMessage, isDocumentReadErrorCode } from '../document-readers/index.ts';
import { filesMessages } from './files-messages.ts';
import { fileKindOf } from './file-kind.ts';
import type { ReadingState } from './reading-state.ts';

/** The reading state in words; nothing for a file outside the knowledge base. */
export function ReadingStateLabel({ file, state }: { file: StoredFile; state: ReadingState }) {
  const intl = useIntl();
  const text = readingStateText(intl, file, state);
  if (text === null) return null;
  return (
    <>
      <span className={`files-state files-state--${state.kind}`}>{text}</span>
      {state.kind === 'indexed' && state.note ? (
        <span className="files-state__note">{state.note}</span>
      ) : null}
    </>
  );
}

function readingStateText(
  intl: ReturnType<typeof useIntl>,
  file: StoredFile,
  state: ReadingState,
): string | null {
  switch (state.kind) {
    case 'not-in-knowledge-base':
      return null;
    case 'waiting':
      return intl.formatMessage(filesMessages.stateWaiting);
    case 'indexed':
      return intl.formatMessage(filesMessages.stateIndexed, { count: state.passages });
    case 'no-text':
      return intl.formatMessage(
        fileKindOf(file) === 'pdf' ? filesMessages.stateNoText : filesMessages.stateNoTextOther,
      );
    case 'failed':
      if (!state.reason) return intl.formatMessage(filesMessages.stateFailedUnknown);
      return intl.formatMessage(filesMessages.stateFailed, {
        reason: isDocumentReadErrorCode(state.reason)
          ? intl.formatMessage(documentReadErrorMessage(state.reason))
          : state.reason,
      });
  }
}
