import { describe, expect, it } from 'vitest';
import type { Message } from '@confab/core';
import { buildMessageTree } from '@confab/core';
import { lastAnswerText, resetTargets, toolsToSwitchOn } from './chat-commands.ts';

function message(
  uuid: string,
  role: Message['role'],
  content: string,
  extra: Partial<Message> = {},
): Message {
  return { uuid, chatID: 'c', role, content, order: 0, createdAt: 1, updatedAt: 1, syncedAt: null, ...extra };
}

describe('chat commands', () => {
  it('copies the primary answer of the last reply', () => {
    expect(lastAnswerText([message('q', 'user', 'Hi'), message('a', 'assistant', 'Hello')])).toBe('Hello');
    const multi = message('m', 'assistant', '', {
      responses: [
        { uuid: 'r1', content: 'One', createdAt: 1 },
        { uuid: 'r2', content: 'Two', createdAt: 1 },
      ],
      primaryResponseID: 'r2',
    });
    expect(lastAnswerText([message('q', 'user', 'Hi'), multi])).toBe('Two');
    expect(lastAnswerText([message('q', 'user', 'Hi')])).toBeUndefined();
  });

  it('resets every branch but keeps instructions at the root', () => {
    const messages = [
      message('s', 'system', 'Be brief', { order: 0, parentUUID: null }),
      message('q1', 'user', 'Hi', { order: 1, parentUUID: 's' }),
      message('q2', 'user', 'Hey', { order: 2, parentUUID: 's' }),
      message('a', 'assistant', 'Hello', { order: 3, parentUUID: 'q1' }),
    ];
    const tree = buildMessageTree(messages);
    const chat = { meta: {} as never, messages, tree, path: messages };
    expect(resetTargets(chat).map((target) => target.uuid)).toEqual(['q1', 'q2']);
  });

  it('turns plugins back on as they were, else the defaults, else all offered', () => {
    expect(toolsToSwitchOn({ remembered: ['web'], defaults: ['calc'], offered: ['web', 'calc'] })).toEqual([
      'web',
    ]);
    expect(
      toolsToSwitchOn({ remembered: undefined, defaults: ['calc', 'gone'], offered: ['web', 'calc'] }),
    ).toEqual(['calc']);
    expect(toolsToSwitchOn({ remembered: [], defaults: [], offered: ['web', 'calc'] })).toEqual([
      'web',
      'calc',
    ]);
  });
});
