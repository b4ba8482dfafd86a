import type { Message } from '../entities/index.ts';
import type { ProviderAttachment, ProviderMessage } from '../providers/index.ts';
import { effectiveToolCalls, toolCallTurns } from './tool-call-turns.ts';

export interface BuildProviderMessagesOptions {
  /** The chat's system message, else the default; empty sends none. */
  systemMessage?: string;
  /** Send only the latest N messages; 0 or absent sends all (spec default 0). */
  contextLimit?: number;
  /** Attachments are stored as blobs; the caller reads them into provider form. */
  attachmentsOf?: (message: Message) => ProviderAttachment[] | undefined;
}

export interface ProviderConversation {
  system?: string;
  messages: ProviderMessage[];
}

/** The text a message contributes: a multi-model message speaks with its primary answer. */
export function effectiveContent(message: Message): string {
  if (message.type === 'tm_multi_responses' && message.responses) {
    const primary =
      message.responses.find((response) => response.uuid === message.primaryResponseID) ??
      message.responses[0];
    return primary?.content ?? message.content;
  }
  return message.content;
}

/**
 * Turns the path shown on screen into what the model sees: nothing before the last clear-context
 * marker, system messages folded into the system prompt, tool calls replayed as their own turns, the
 * context limit applied last.
 */
export function buildProviderMessages(
  path: readonly Message[],
  options: BuildProviderMessagesOptions = {},
): ProviderConversation {
  const lastClear = path.findLastIndex((message) => message.type === 'clear-context');
  const visible = path.slice(lastClear + 1);
  const systemParts = options.systemMessage?.trim() ? [options.systemMessage.trim()] : [];
  const messages: ProviderMessage[] = [];
  for (const message of visible) {
    if (message.role === 'system') {
      if (message.content.trim()) systemParts.push(message.content.trim());
      continue;
    }
    if (message.role !== 'user' && message.role !== 'assistant') continue;
    const content = effectiveContent(message);
    const attachments = options.attachmentsOf?.(message);
    // The tools' turns come before the answer's text, as the model produced them.
    if (message.role === 'assistant') messages.push(...toolCallTurns(effectiveToolCalls(message)));
    // An answer that failed before its first token has nothing to tell the model.
    if (!content && !attachments?.length) continue;
    messages.push({ role: message.role, content, ...(attachments?.length ? { attachments } : {}) });
  }
  const limit = options.contextLimit ?? 0;
  const limited = limit > 0 ? withoutOrphanResults(messages.slice(-limit)) : messages;
  return { ...(systemParts.length ? { system: systemParts.join('\n\n') } : {}), messages: limited };
}

/** A cut that starts with tool results has lost their calls; every style refuses results without calls. */
function withoutOrphanResults(messages: ProviderMessage[]): ProviderMessage[] {
  const first = messages.findIndex((message) => message.role !== 'tool');
  return first === -1 ? [] : messages.slice(first);
}
