import type { MessageDescriptor } from 'react-intl';
import { filesMessages } from './files-messages.ts';
import type { FileTypeFilter } from './file-kind.ts';

/** The name of each type filter, also shown as a file's type in the list. */
export const fileTypeLabels: Record<FileTypeFilter, MessageDescriptor> = {
  all: filesMessages.filterAll,
  documents: filesMessages.filterDocuments,
  pdfs: filesMessages.filterPdfs,
  images: filesMessages.filterImages,
  spreadsheets: filesMessages.filterSpreadsheets,
  code: filesMessages.filterCode,
  other: filesMessages.filterOther,
};
