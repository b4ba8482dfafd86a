import { lexMarkdown, type Links, type Token } from './markdown-lexer.ts';
import { changedLabels, collectDefinitions, mayReferTo } from './link-definitions.ts';

/** A run of top-level markdown (one or more marked tokens) and where it starts in the message. */
export interface MarkdownBlock {
  start: number;
  source: string;
  tokens: readonly Token[];
}

/**
 * What has been split so far. `completed` blocks can no longer change whatever text is appended, so
 * they are lexed once and rendered once; only `tail` is lexed again when more text arrives.
 */
export interface BlockSplitState {
  /** The text this state describes, with line endings normalised to \n. */
  text: string;
  completed: readonly MarkdownBlock[];
  /** Offset where the completed blocks end and the tail begins. */
  completedEnd: number;
  tail: MarkdownBlock;
  /** Reference-link definitions of the completed blocks: the tail is lexed with them. */
  completedLinks: Links;
  /** Every definition in the text: each block is lexed with them, as within the whole text. */
  links: Links;
}

export const emptyBlockSplitState: BlockSplitState = {
  text: '',
  completed: [],
  completedEnd: 0,
  tail: { start: 0, source: '', tokens: [] },
  completedLinks: {},
  links: {},
};

/** marked turns \r\n and \r into \n; doing it first keeps every offset true to the lexed text. */
export function normaliseLineEndings(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

// After a list and a blank line these may start another item of the same list, so a cut there
// could split one list in two once more text arrives.
const listContinuationStart = /[-*+0-9]/;

/**
 * A cut before `offset` is safe when no text appended later can change how the text before it is
 * lexed: the line before is blank (every block but lists, indented code and the raw-text blocks
 * ends there, and those raw blocks are still one open token) and the new line starts with a
 * character that cannot continue the block before.
 */
function isSafeCut(source: string, offset: number, previousContent: Token | undefined): boolean {
  const character = source[offset];
  if (character === undefined || /\s/.test(character)) return false;
  if (offset < 2 || source[offset - 1] !== '\n') return false;
  const previousLineStart = source.lastIndexOf('\n', offset - 2) + 1;
  if (source.slice(previousLineStart, offset - 1).trim() !== '') return false;
  if (previousContent?.type === 'list' && listContinuationStart.test(character)) return false;
  return true;
}

function blockOf(start: number, source: string, tokens: readonly Token[]): MarkdownBlock {
  return { start, source, tokens };
}

/**
 * Splits `text` into completed blocks and a tail, reusing `previous` when `text` still begins with
 * its completed blocks, so a stream costs one lexing of each block plus the short tail per update.
 * Feeding a text in any number of steps gives the same blocks as feeding it at once.
 */
export function splitCompletedBlocks(previous: BlockSplitState, text: string): BlockSplitState {
  const normalised = normaliseLineEndings(text);
  if (normalised === previous.text) return previous;
  const keepsCompleted =
    normalised.length >= previous.completedEnd &&
    normalised.startsWith(previous.text.slice(0, previous.completedEnd));
  const base = keepsCompleted ? previous : emptyBlockSplitState;
  const tailStart = base.completedEnd;
  const tailSource = normalised.slice(tailStart);
  const tokens = lexMarkdown(tailSource, base.completedLinks);
  // The lexer added the tail's own definitions to those it was given: now every one in the text.
  const links = tokens.links;

  const rawLength = tokens.reduce((total, token) => total + token.raw.length, 0);
  if (rawLength !== tailSource.length) {
    // Offsets would be wrong; keep everything in the tail rather than cut at a guessed place.
    return {
      text: normalised,
      completed: withLinks(base.completed, base.links, links),
      completedEnd: tailStart,
      tail: blockOf(tailStart, tailSource, tokens),
      completedLinks: base.completedLinks,
      links,
    };
  }

  const completed = [...base.completed];
  let blockFirstToken = 0;
  let blockOffset = 0;
  let offset = 0;
  let previousContent: Token | undefined;
  tokens.forEach((token, index) => {
    if (index > 0 && isSafeCut(tailSource, offset, previousContent)) {
      completed.push(
        blockOf(
          tailStart + blockOffset,
          tailSource.slice(blockOffset, offset),
          tokens.slice(blockFirstToken, index),
        ),
      );
      blockFirstToken = index;
      blockOffset = offset;
    }
    if (token.type !== 'space') previousContent = token;
    offset += token.raw.length;
  });

  const added = completed.slice(base.completed.length);
  let completedLinks = base.completedLinks;
  if (added.length > 0) {
    // Without a prototype, like marked's own map: a label may be any text, "__proto__" too.
    completedLinks = Object.assign(Object.create(null) as Links, base.completedLinks);
    for (const block of added) collectDefinitions(block.tokens, completedLinks);
  }
  // Blocks completed now were lexed with every definition; the earlier ones may need them too.
  const earlier = withLinks(base.completed, base.links, links);
  return {
    text: normalised,
    completed: added.length === 0 ? earlier : [...earlier, ...added],
    completedEnd: tailStart + blockOffset,
    tail: blockOf(tailStart + blockOffset, tailSource.slice(blockOffset), tokens.slice(blockFirstToken)),
    completedLinks,
    links,
  };
}

/**
 * Blocks lexed with the definitions `before`, brought up to `after`: a block that may refer to a
 * label defined since (the usual case: sources listed at the end of an answer), or defined
 * differently, is lexed again. The others keep their identity, so they are not drawn again.
 */
function withLinks(blocks: readonly MarkdownBlock[], before: Links, after: Links): readonly MarkdownBlock[] {
  if (blocks.length === 0 || before === after) return blocks;
  const labels = changedLabels(before, after);
  if (labels.length === 0) return blocks;
  const updated = blocks.map((block) =>
    mayReferTo(block.source, labels)
      ? blockOf(block.start, block.source, lexMarkdown(block.source, after))
      : block,
  );
  return updated.some((block, index) => block !== blocks[index]) ? updated : blocks;
}
