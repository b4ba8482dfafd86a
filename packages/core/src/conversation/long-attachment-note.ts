// The light half of long attachments, used by every answer: spotting one and the note that replaces
// it. Ranking its passages (long-attachments.ts, with the chunker and keyword index) loads only when
// an attachment is over the budget.
import { estimateTokens } from '../models/index.ts';

/** True when a text attachment would take more than the turn's budget if sent whole. */
export function isLongAttachment(text: string, budgetTokens: number): boolean {
  return estimateTokens(text) > budgetTokens;
}

/** What the model reads in place of the long document. */
export function longAttachmentNote(name: string, text: string): string {
  return (
    `The attached document "${name}" is too long to include whole (about ${String(estimateTokens(text))} tokens). ` +
    'Its passages most relevant to this prompt are given among the numbered sources in the system message.'
  );
}
