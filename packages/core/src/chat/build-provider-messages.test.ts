import { describe, expect, it } from 'vitest';
import { buildProviderMessages, effectiveContent } from './build-provider-messages.ts';
import { testMessage } from './test-messages.ts';

describe('buildProviderMessages', () => {
  it('sends nothing from before the last clear-context marker', () => {
    const path = [
      testMessage('u1', 0, { role: 'user', content: 'old question' }),
      testMessage('a1', 1, { role: 'assistant', content: 'old answer' }),
      testMessage('c1', 2, { role: 'user', type: 'clear-context', content: '' }),
      testMessage('u2', 3, { role: 'user', content: 'new question' }),
    ];
    expect(buildProviderMessages(path, { systemMessage: 'Be brief.' })).toEqual({
      system: 'Be brief.',
      messages: [{ role: 'user', content: 'new question' }],
    });
  });

  it('applies the context limit to the latest messages and folds system messages into the system prompt', () => {
    const path = [
      testMessage('s', 0, { role: 'system', content: 'Project context.' }),
      testMessage('u1', 1, { role: 'user', content: 'one' }),
      testMessage('a1', 2, { role: 'assistant', content: 'two' }),
      testMessage('u2', 3, { role: 'user', content: 'three' }),
    ];
    const built = buildProviderMessages(path, { systemMessage: 'Default.', contextLimit: 2 });
    expect(built.system).toBe('Default.\n\nProject context.');
    expect(built.messages.map((message) => message.content)).toEqual(['two', 'three']);
  });

  it('skips empty answers and uses the primary answer of a multi-model message', () => {
    const multi = testMessage('m', 1, {
      role: 'assistant',
      type: 'tm_multi_responses',
      content: '',
      primaryResponseID: 'r2',
      responses: [
        { uuid: 'r1', model: 'a', content: 'first', createdAt: 1 },
        { uuid: 'r2', model: 'b', content: 'second', createdAt: 1 },
      ],
    });
    expect(effectiveContent(multi)).toBe('second');
    const path = [
      testMessage('u', 0, { role: 'user', content: 'q' }),
      multi,
      testMessage('e', 2, { role: 'assistant', content: '' }),
    ];
    expect(buildProviderMessages(path).messages).toEqual([
      { role: 'user', content: 'q' },
      { role: 'assistant', content: 'second' },
    ]);
  });

  it('adds the attachments the caller resolved', () => {
    const path = [testMessage('u', 0, { role: 'user', content: 'see file' })];
    const built = buildProviderMessages(path, {
      attachmentsOf: () => [{ kind: 'text', name: 'notes.txt', text: 'hello' }],
    });
    expect(built.messages[0]?.attachments).toEqual([{ kind: 'text', name: 'notes.txt', text: 'hello' }]);
  });
});
