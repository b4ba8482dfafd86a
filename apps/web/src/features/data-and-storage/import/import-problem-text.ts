import type { IntlShape } from 'react-intl';
import type { ImportProblem } from './import-protocol.ts';
import { importMessages } from './import-messages.ts';

type ReadProblem = Extract<ImportProblem, { kind: 'read' }>;

/** ImportReadError's reasons in the person's language (the English texts of docs/data.md). */
function readProblemText(intl: IntlShape, problem: ReadProblem): string {
  const line = problem.position?.line ?? 0;
  const column = problem.position?.column ?? 0;
  switch (problem.reason) {
    case 'empty':
      return intl.formatMessage({ id: 'data.import.read.empty', defaultMessage: 'The file is empty.' });
    case 'html':
      return intl.formatMessage({
        id: 'data.import.read.html',
        defaultMessage:
          'This is a web page (HTML), not an export file. It may be an error page saved in place of the download.',
      });
    case 'not-json':
      return intl.formatMessage(
        {
          id: 'data.import.read.notJSON',
          defaultMessage: 'The file is not valid JSON (line {line}, column {column}).',
        },
        { line, column },
      );
    case 'truncated':
      return intl.formatMessage(
        {
          id: 'data.import.read.truncated',
          defaultMessage:
            'The file ends too early (line {line}, column {column}): it looks cut off. Download or export it again.',
        },
        { line, column },
      );
    case 'comment':
      return intl.formatMessage(
        {
          id: 'data.import.read.comment',
          defaultMessage:
            'The file has a comment (line {line}, column {column}). Export files are plain JSON: remove the comment and try again.',
        },
        { line, column },
      );
    case 'trailing-comma':
      return intl.formatMessage(
        {
          id: 'data.import.read.trailingComma',
          defaultMessage:
            'The file has a comma before a closing bracket (line {line}, column {column}). Export files are plain JSON: remove it and try again.',
        },
        { line, column },
      );
    case 'too-deep':
      return intl.formatMessage({
        id: 'data.import.read.tooDeep',
        defaultMessage: 'The file nests data deeper than any export does.',
      });
    case 'zip-damaged':
      return intl.formatMessage({
        id: 'data.import.read.zipDamaged',
        defaultMessage: 'The ZIP file is damaged or incomplete. Download or export it again.',
      });
    case 'zip-unsupported':
      return intl.formatMessage({
        id: 'data.import.read.zipUnsupported',
        defaultMessage:
          'The ZIP file uses a feature Confab cannot read. Unpack it and import the JSON file inside.',
      });
    case 'zip-no-export':
      return intl.formatMessage({
        id: 'data.import.read.zipNoExport',
        defaultMessage: 'The ZIP file holds no conversations.json, data.json or other JSON file to import.',
      });
    case 'too-large':
      return intl.formatMessage({
        id: 'data.import.read.tooLarge',
        defaultMessage: 'The file unpacks to more than an import can hold in memory.',
      });
  }
}

/** The dialog's wording for why an import stopped; the file's name leads when several were chosen. */
export function importProblemText(intl: IntlShape, problem: ImportProblem): string {
  switch (problem.kind) {
    case 'read':
      return readProblemText(intl, problem);
    case 'unknown-format':
      return intl.formatMessage(importMessages.unknownFormat);
    case 'format-not-allowed':
      return intl.formatMessage(
        problem.format === 'chatgpt' ? importMessages.chatGPTNotAllowed : importMessages.formatNotAllowed,
      );
    case 'failed':
      return intl.formatMessage(importMessages.failed);
  }
}
