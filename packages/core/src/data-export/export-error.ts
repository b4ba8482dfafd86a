export type ExportFailure = 'nothing-selected' | 'nothing-to-export';

const englishMessages: ReadonlyMap<ExportFailure, string> = new Map([
  ['nothing-selected', 'Nothing to export: choose at least one section.'],
  ['nothing-to-export', 'Nothing to export: the chosen sections hold no data.'],
]);

/** Spec §5: an export with nothing selected, or nothing holding data, is an error (wording not given). */
export class ExportError extends Error {
  override readonly name = 'ExportError';
  readonly reason: ExportFailure;

  constructor(reason: ExportFailure) {
    super(englishMessages.get(reason));
    this.reason = reason;
  }
}
