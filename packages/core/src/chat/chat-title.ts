import type { ProviderMessage } from '../providers/index.ts';
import { markdownToPlainText } from './markdown-to-plain-text.ts';

export const defaultTitlePrompt =
  'Write a short title (at most six words) for a conversation that starts with the messages above. Answer with the title only, without quotes or punctuation at the end.';

const titleMaxLength = 80;

/** What the title model is asked: the opening exchange, then the instruction. */
export function titleRequestMessages(
  firstUserText: string,
  firstAnswer: string,
  prompt: string,
): ProviderMessage[] {
  const excerpt = (text: string) => (text.length > 2000 ? `${text.slice(0, 2000)}…` : text);
  return [
    {
      role: 'user',
      content: `${excerpt(firstUserText)}\n\n---\nAssistant: ${excerpt(firstAnswer)}\n---\n\n${prompt}`,
    },
  ];
}

/**
 * Models wrap titles in Markdown, quotes, prefixes and trailing dots (`**Title:** "Trip plan".`);
 * keep one clean line of plain words.
 */
export function cleanGeneratedTitle(text: string): string {
  const firstLine = text.trim().split('\n')[0] ?? '';
  const cleaned = markdownToPlainText(firstLine, { maxLength: titleMaxLength * 4 })
    .replace(/^(title|chat title)\s*:\s*/i, '')
    .replace(/^["'“”‘’#\s]+|["'“”‘’\s.。!]+$/g, '')
    .trim();
  return Array.from(cleaned).slice(0, titleMaxLength).join('');
}
