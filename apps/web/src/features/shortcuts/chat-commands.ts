import type { Message } from '@confab/core';
import type { LoadedChat } from '@confab/core/conversation';

/** The last answer shown (its primary response when several models answered), or undefined. */
export function lastAnswerOf(path: readonly Message[]): Message | undefined {
  return [...path]
    .reverse()
    .find((message) => message.role === 'assistant' && message.type !== 'clear-context');
}

export function lastAnswerText(path: readonly Message[]): string | undefined {
  const answer = lastAnswerOf(path);
  if (!answer) return undefined;
  const responses = answer.responses ?? [];
  const primary = responses.find((response) => response.uuid === answer.primaryResponseID) ?? responses[0];
  const text = primary?.content ?? answer.content;
  return text.trim() === '' ? undefined : text;
}

/**
 * The messages a reset deletes, each with everything under it: the first messages of every branch,
 * except system messages at the root (an agent's or a project's instructions), whose replies go instead.
 */
export function resetTargets(chat: LoadedChat): Message[] {
  const roots = chat.tree.children.get(null) ?? [];
  return roots.flatMap((root) =>
    root.role === 'system' ? [...(chat.tree.children.get(root.uuid) ?? [])] : [root],
  );
}

/**
 * The tools a "plugins on" gives a chat: what it had before they were turned off, else the defaults
 * for new chats, else every tool that is offered.
 */
export function toolsToSwitchOn({
  remembered,
  defaults,
  offered,
}: {
  remembered: readonly string[] | undefined;
  defaults: readonly string[];
  offered: readonly string[];
}): string[] {
  if (remembered && remembered.length > 0) return [...remembered];
  const offeredDefaults = defaults.filter((id) => offered.includes(id));
  return offeredDefaults.length > 0 ? offeredDefaults : [...offered];
}
