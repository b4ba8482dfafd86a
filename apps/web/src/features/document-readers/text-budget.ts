import type { DocumentBlock } from '@confab/core/knowledge';
import { maxExtractedCharacters } from './document-limits.ts';

/**
 * Collects a document's blocks while counting their text, so a huge file stops being read once the
 * cap is reached instead of filling the worker's memory. Readers check `full` to stop early.
 */
export class BlockCollector {
  readonly blocks: DocumentBlock[] = [];
  #characters = 0;
  #truncated = false;

  constructor(private readonly limit: number = maxExtractedCharacters) {}

  get full(): boolean {
    return this.#truncated;
  }

  get truncated(): boolean {
    return this.#truncated;
  }

  heading(text: string, level: number, page?: number): void {
    this.#push({ kind: 'heading', text, level: Math.min(6, Math.max(1, level)), ...pageField(page) });
  }

  text(text: string, page?: number): void {
    this.#push({ kind: 'text', text, ...pageField(page) });
  }

  #push(block: DocumentBlock): void {
    if (this.#truncated) return;
    const text = block.text.trim();
    if (text === '') return;
    const room = this.limit - this.#characters;
    if (text.length > room) {
      this.#truncated = true;
      if (room > 0) this.blocks.push({ ...block, text: text.slice(0, room) });
      this.#characters = this.limit;
      return;
    }
    this.#characters += text.length;
    this.blocks.push({ ...block, text });
  }
}

function pageField(page: number | undefined): { page?: number } {
  return page === undefined ? {} : { page };
}
