import type { Agent } from '../entities/index.ts';

/** A valid user agent for tests; override only what the test is about. */
export function testAgent(overrides: Partial<Agent> = {}): Agent {
  return {
    id: 'a-1',
    title: 'Agent',
    description: '',
    categories: [],
    type: 'user',
    pinned: false,
    prompt: 'Be helpful.',
    lastUsedAt: null,
    createdAt: 1,
    updatedAt: 1,
    syncedAt: 5,
    ...overrides,
  };
}

/** Counts up, so generated ids are predictable. */
export function counterRandom(): { uuid(): string } {
  let next = 0;
  return { uuid: () => `uuid-${String((next += 1))}` };
}
