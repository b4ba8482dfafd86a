import type { ProviderMessage } from '../providers/index.ts';

/** Bounds of the keywords stored on an answer (spec §2 "suggested keywords"); the schema checks them too. */
export const suggestedKeywordLimits = { count: 5, characters: 60 } as const;

/** The one instruction the keyword request sends after the answer; kept here so tests and mocks can find it. */
export const suggestedKeywordsPrompt =
  'Suggest 3 to 5 short web search keywords (each a few words) that would help the reader learn more about the answer above. Answer with a JSON array of strings only.';

/** What the keyword model is asked: the answer (cut to a size that stays cheap), then the instruction. */
export function suggestedKeywordsRequestMessages(answer: string): ProviderMessage[] {
  const excerpt = answer.length > 4000 ? `${answer.slice(0, 4000)}…` : answer;
  return [{ role: 'user', content: `${excerpt}\n\n---\n\n${suggestedKeywordsPrompt}` }];
}

function candidatesFromJSON(text: string): unknown[] | undefined {
  const start = text.indexOf('[');
  const end = text.lastIndexOf(']');
  if (start === -1 || end <= start) return undefined;
  try {
    const parsed: unknown = JSON.parse(text.slice(start, end + 1));
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function cleanKeyword(value: string): string {
  return value
    .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '')
    .replace(/[*_`]/g, '')
    .replace(/^["'“”‘’[\s]+|["'“”‘’\]\s.,;]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Models answer with a JSON array, a fenced one, a list or plain lines; keep at most five distinct
 * keywords (case-insensitively), each at most 60 characters. Overlong ones are dropped, not cut: a
 * cut search phrase searches for something else.
 */
export function parseSuggestedKeywords(text: string): string[] {
  const fromJSON = candidatesFromJSON(text);
  const candidates = fromJSON
    ? fromJSON.filter((item): item is string => typeof item === 'string')
    : text.split('\n').filter((line) => !/^\s*```/.test(line));
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const candidate of candidates) {
    const keyword = cleanKeyword(candidate);
    const folded = keyword.toLowerCase();
    const usable = /[\p{L}\p{N}]/u.test(keyword);
    if (!usable || Array.from(keyword).length > suggestedKeywordLimits.characters || seen.has(folded))
      continue;
    seen.add(folded);
    keywords.push(keyword);
    if (keywords.length === suggestedKeywordLimits.count) break;
  }
  return keywords;
}
