/**
 * What the prompt library card counts in a prompt's text (spec §2): template variables, agent
 * mentions and queue items. Each counts distinct names, so a variable used twice is one blank to fill.
 */

const variablePattern = /\{\{\s*([^{}]+?)\s*\}\}/g;
const agentMentionPattern = /@\[([^\]]+)\]/g;
/** Four dashes alone on a line split a prompt into a queue of messages sent one after another. */
const queueSeparatorPattern = /^[ \t]*----[ \t]*$/m;

function distinctMatches(text: string, pattern: RegExp): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(pattern)) {
    const name = match[1]?.trim();
    if (name) names.add(name);
  }
  return [...names];
}

/** The distinct `{{name}}` variables, in the order they first appear. */
export function promptVariables(text: string): string[] {
  return distinctMatches(text, variablePattern);
}

/** The distinct agents mentioned as `@[Agent Name]`, in the order they first appear. */
export function promptAgentMentions(text: string): string[] {
  return distinctMatches(text, agentMentionPattern);
}

/** The messages of a queue: the non-empty parts between `----` lines (one part without any). */
export function promptQueueItems(text: string): string[] {
  return text
    .split(new RegExp(queueSeparatorPattern.source, 'gm'))
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export interface PromptTextCounts {
  variables: number;
  agents: number;
  queueItems: number;
}

export function countPromptText(text: string): PromptTextCounts {
  return {
    variables: promptVariables(text).length,
    agents: promptAgentMentions(text).length,
    queueItems: promptQueueItems(text).length,
  };
}
