import { describe, expect, it } from 'vitest';
import { buildMessageTree } from '../chat/index.ts';
import { convertImport } from './convert-import.ts';
import { detectImportFormat } from './detect-import-format.ts';
import { readFixture, visibleConversation } from './test-fixtures.ts';

const now = Date.UTC(2026, 0, 31);

function chatsOf(fixture: string) {
  return convertImport(readFixture(fixture), { now }).chats;
}

describe('detectImportFormat', () => {
  it.each([
    ['chatgpt-conversations.json', 'chatgpt'],
    ['claude-conversations.json', 'claude'],
    ['open-webui-export.json', 'open-webui'],
    ['librechat-flat.json', 'librechat'],
    ['librechat-recursive.json', 'librechat'],
    ['typingmind-flat.json', 'confab'],
    ['chunked/data.json', 'confab'],
  ])('%s is %s', (fixture, format) => {
    expect(detectImportFormat(readFixture(fixture))).toBe(format);
  });

  it('knows nothing of an empty list, a number or an unrelated object', () => {
    expect(detectImportFormat([])).toBeUndefined();
    expect(detectImportFormat(42)).toBeUndefined();
    expect(detectImportFormat({ hello: 'world' })).toBeUndefined();
    expect(() => convertImport([], { now })).toThrow(/not an export Confab can read/);
  });

  it('finds ChatGPT conversations wrapped in an object, or a single one', () => {
    const [conversation] = readFixture('chatgpt-conversations.json') as unknown[];
    expect(detectImportFormat({ conversations: [conversation] })).toBe('chatgpt');
    expect(detectImportFormat(conversation)).toBe('chatgpt');
  });
});

describe('ChatGPT conversations.json', () => {
  const { items, failures } = chatsOf('chatgpt-conversations.json');
  const [trip, archived] = items;

  it('keeps title (script as text), dates in milliseconds, model and the imported tag', () => {
    expect(failures).toEqual([]);
    expect(trip?.id).toBe('chatgpt-conv-1');
    expect(trip?.chatTitle).toBe('Trip <script>alert(1)</script> plan');
    expect(trip?.createdAt).toBe(1_700_000_000_250);
    expect(trip?.updatedAt).toBe(1_700_000_600_500);
    expect(trip?.model).toBe('gpt-4o');
    expect(trip?.tags).toEqual([{ id: 'imported-chatgpt', name: 'Imported from ChatGPT' }]);
    expect(trip?.syncedAt).toBeNull();
  });

  it('shows the path to current_node, skipping hidden system, tool call and tool output nodes', () => {
    if (!trip) throw new Error('missing chat');
    expect(visibleConversation(trip)).toEqual([
      'user: Plan a trip to Lisbon',
      'assistant: Regenerated plan: day 1 Alfama.',
      'user: What is in this photo?\n\n_[Attachment not imported: image]_\n\n_[Attachment not imported: tram.jpg]_',
      'assistant: A yellow tram <img src=x onerror=alert(1)>.',
    ]);
  });

  it('keeps the other branch as a sibling, and a node with a missing parent as a root', () => {
    if (!trip) throw new Error('missing chat');
    const tree = buildMessageTree(trip.messages);
    const siblings = tree.children.get('chatgpt-conv-1/user-1')?.map((message) => message.content);
    expect(siblings).toEqual(['First draft of the plan.', 'Regenerated plan: day 1 Alfama.']);
    expect(tree.children.get(null)?.map((message) => message.uuid)).toEqual([
      'chatgpt-conv-1/user-1',
      'chatgpt-conv-1/orphan',
    ]);
    expect(trip.messages.find((message) => message.uuid.endsWith('answer-a'))?.model).toBe('gpt-4');
    expect(trip.messageCount).toBe(6);
    expect(trip.preview).toBe('Plan a trip to Lisbon');
  });

  it('marks an archived conversation, and without current_node shows the last message', () => {
    expect(archived?.archivedAt).toBe(1_690_000_100_000);
    expect(archived?.favoritedAt).toBeNull();
    if (!archived) throw new Error('missing chat');
    expect(visibleConversation(archived)).toEqual(['user: 2+2?', 'assistant: 4']);
  });

  it('survives cycles, self-references, __proto__ ids and conversations that are not conversations', () => {
    const message = (role: string, text: string) => ({
      author: { role },
      content: { content_type: 'text', parts: [text] },
    });
    const hostile = [
      {
        id: 'loop',
        current_node: 'b',
        mapping: {
          a: { id: 'a', parent: 'b', message: message('user', 'A') },
          b: { id: 'b', parent: 'a', message: message('assistant', 'B') },
          self: { id: 'self', parent: 'self', message: message('user', 'self') },
          ['__proto__']: { id: '__proto__', parent: 'a', message: message('assistant', 'proto') },
        },
      },
      { id: 'no-mapping' },
      'not even an object',
    ];
    const { items, failures } = convertImport(JSON.parse(JSON.stringify(hostile)), { now }).chats;
    expect(items).toHaveLength(1);
    expect(items[0]?.messages.map((entry) => entry.content).sort()).toEqual(['A', 'B', 'proto', 'self']);
    expect(failures.map((failure) => failure.json)).toEqual(['{"id":"no-mapping"}', '"not even an object"']);
    expect(failures[0]?.reason).toBe('Not a ChatGPT conversation: it has no id or no mapping.');
    expect(({} as Record<string, unknown>).id).toBeUndefined();
  });

  it('walks a 20,000-message chain without recursion', () => {
    const mapping: Record<string, unknown> = {};
    for (let index = 0; index < 20_000; index += 1) {
      mapping[`n${index}`] = {
        id: `n${index}`,
        parent: index === 0 ? null : `n${index - 1}`,
        message: {
          author: { role: index % 2 ? 'assistant' : 'user' },
          content: { content_type: 'text', parts: [`m${index}`] },
        },
      };
    }
    const { items } = convertImport([{ id: 'long', current_node: 'n19999', mapping }], { now }).chats;
    expect(items[0]?.messages).toHaveLength(20_000);
    expect(items[0] && visibleConversation(items[0])).toHaveLength(20_000);
  });

  it('converts tens of thousands of conversations', () => {
    const conversations = Array.from({ length: 20_000 }, (_, index) => ({
      id: `c${index}`,
      title: `Chat ${index}`,
      create_time: 1_700_000_000 + index,
      mapping: {
        q: {
          id: 'q',
          parent: null,
          message: { author: { role: 'user' }, content: { content_type: 'text', parts: ['hi'] } },
        },
        r: {
          id: 'r',
          parent: 'q',
          message: { author: { role: 'assistant' }, content: { content_type: 'text', parts: ['hello'] } },
        },
      },
    }));
    const { items, failures } = convertImport(conversations, { now }).chats;
    expect(failures).toEqual([]);
    expect(items).toHaveLength(20_000);
    expect(new Set(items.flatMap((chat) => chat.messages.map((message) => message.uuid))).size).toBe(40_000);
  });
});

describe('Claude conversations.json', () => {
  const { items, failures } = chatsOf('claude-conversations.json');
  const [poem] = items;

  it('keeps text blocks, thinking as reasoning, leaves tool blocks out and notes attachments', () => {
    if (!poem) throw new Error('missing chat');
    expect(poem.id).toBe('claude-claude-conv-1');
    expect(poem.chatTitle).toBe('Poem about the sea');
    expect(poem.createdAt).toBe(Date.parse('2024-05-01T10:00:00Z'));
    expect(poem.tags[0]?.name).toBe('Imported from Claude');
    expect(visibleConversation(poem)).toEqual([
      'user: Write a poem about the sea\n\n_[Attachment not imported: notes.txt]_',
      'assistant: The sea is wide,\n\nthe sea is deep.',
      'user: _[Attachment not imported: photo.png]_',
    ]);
    expect(poem.messages[1]?.reasoning).toBe('A short poem fits.');
  });

  it('lists a conversation with no message as a failure with its JSON', () => {
    expect(failures).toHaveLength(1);
    expect(failures[0]?.reason).toBe('The conversation has no user or assistant message with text.');
    expect(JSON.parse(failures[0]?.json ?? '')).toMatchObject({ uuid: 'claude-empty' });
  });
});

describe('Open WebUI export', () => {
  it('keeps the history tree, shows currentId, and keeps pinned and models', () => {
    const { items, failures } = chatsOf('open-webui-export.json');
    const [chat] = items;
    expect(failures).toEqual([]);
    if (!chat) throw new Error('missing chat');
    expect(chat.id).toBe('open-webui-owui-1');
    expect(chat.createdAt).toBe(1_710_000_000_000);
    expect(chat.favoritedAt).toBe(1_710_000_500_000);
    expect(chat.model).toBe('llama3:8b');
    expect(visibleConversation(chat)).toEqual(['user: Dinner ideas?', 'assistant: Risotto.']);
    expect(chat.messages.map((message) => message.model)).toEqual([undefined, 'llama3:8b', 'mistral:7b']);
  });
});

describe('LibreChat export', () => {
  it('reads flat and recursive exports to the same chat', () => {
    const flat = chatsOf('librechat-flat.json');
    const recursive = chatsOf('librechat-recursive.json');
    expect(recursive).toEqual(flat);
    const [chat] = flat.items;
    if (!chat) throw new Error('missing chat');
    expect(chat.chatTitle).toBe('Explain recursion');
    expect(chat.model).toBe('gpt-4o-mini');
    expect(visibleConversation(chat)).toEqual(['user: What is recursion?', 'assistant: See: recursion.']);
    expect(buildMessageTree(chat.messages).children.get('librechat-lc-1/q1')).toHaveLength(2);
    expect(chat.messages[1]?.content).toBe('A function calling itself.');
  });
});
