export type ChatExportFailure = 'nothing-to-export' | 'failed';

const englishMessages: Record<ChatExportFailure, string> = {
  'nothing-to-export': 'Nothing to export: the selected chats have no messages.',
  failed: 'Export failed. Please try again.',
};

/**
 * Why a chat export stopped. `message` is the spec's English wording, so a caller that only shows
 * `error.message` still tells the person what happened; `reason` lets a caller pick its own text.
 */
export class ChatExportError extends Error {
  readonly reason: ChatExportFailure;

  constructor(reason: ChatExportFailure, options?: { cause?: unknown }) {
    super(englishMessages[reason], options);
    this.name = 'ChatExportError';
    this.reason = reason;
  }
}
