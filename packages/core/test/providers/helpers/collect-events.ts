import type { StreamEvent } from '../../../src/providers/index.ts';

export async function collectEvents(events: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const collected: StreamEvent[] = [];
  for await (const event of events) collected.push(event);
  return collected;
}

/** The text deltas joined, for tests against the mock whose chunking is its own business. */
export function joinedText(events: readonly StreamEvent[], type: 'text-delta' | 'reasoning-delta'): string {
  return events.map((event) => (event.type === type ? event.text : '')).join('');
}
