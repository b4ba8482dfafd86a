import { describe, expect, it } from 'vitest';
import { exportEntries, hasExportableContent } from './export-entries.ts';
import { chatToPlainText } from './format-plain-text.ts';
import { chatToFineTuneExample, chatToFineTuneJSON } from './format-fine-tune.ts';
import { chatToHTML } from './format-html.ts';
import { chatToMarkdown } from './format-markdown.ts';
import { branchedChat, exportChat, exportMessage } from './test-chat.ts';

describe('exportEntries', () => {
  it('follows the visible path: the chosen branch, the marker and the primary response', () => {
    expect(exportEntries(branchedChat())).toEqual([
      { kind: 'message', role: 'user', content: 'Where should I go?', attachmentNames: [], createdAt: 1_000 },
      {
        kind: 'message',
        role: 'assistant',
        content: 'Lisbon is **lovely**.',
        model: 'gpt-4o',
        attachmentNames: [],
        createdAt: 1_002,
      },
      { kind: 'clear-context' },
      { kind: 'message', role: 'user', content: 'And in winter?', attachmentNames: [], createdAt: 1_004 },
      {
        kind: 'message',
        role: 'assistant',
        content: 'The Canaries.',
        model: 'gemini',
        attachmentNames: [],
        createdAt: 1_005,
      },
    ]);
  });

  it('switching the leaf to the other branch exports that branch instead', () => {
    const contents = exportEntries(branchedChat({ currentLeafUUID: 'a1' })).map((entry) =>
      entry.kind === 'message' ? entry.content : '|',
    );
    expect(contents).toEqual(['Where should I go?', 'First answer']);
  });

  it('puts the chat’s own system message first, and leaves out tool results and empty answers', () => {
    const source = exportChat(
      [
        exportMessage('u1', 0, {
          role: 'user',
          content: 'Hi',
          attachments: [{ blobID: 'b', name: 'a.pdf', mimeType: 'application/pdf', size: 3 }],
        }),
        exportMessage('t1', 1, { role: 'tool', content: '{"ok":true}', toolCallID: 'x' }),
        exportMessage('a1', 2, { role: 'assistant', content: '  ', error: 'Rate limited' }),
      ],
      { systemMessage: 'Be brief.' },
    );
    expect(exportEntries(source)).toEqual([
      {
        kind: 'message',
        role: 'system',
        content: 'Be brief.',
        attachmentNames: [],
        createdAt: source.meta.createdAt,
      },
      { kind: 'message', role: 'user', content: 'Hi', attachmentNames: ['a.pdf'], createdAt: 1_000 },
    ]);
  });

  it('a chat with only a system message or markers has nothing to export', () => {
    expect(hasExportableContent(exportChat([], { systemMessage: 'Be brief.' }))).toBe(false);
    const onlyMarker = exportChat([
      exportMessage('c1', 0, { role: 'user', content: '', type: 'clear-context' }),
    ]);
    expect(hasExportableContent(onlyMarker)).toBe(false);
    expect(hasExportableContent(branchedChat())).toBe(true);
  });
});

describe('chatToPlainText', () => {
  it('writes the title, each message under its role, and the marker as a separator line', () => {
    expect(chatToPlainText(branchedChat({ systemMessage: 'Be brief.' }))).toBe(
      [
        'Trip plan',
        '',
        'System:\nBe brief.',
        '',
        'User:\nWhere should I go?',
        '',
        'Assistant:\nLisbon is **lovely**.',
        '',
        '--- Context cleared ---',
        '',
        'User:\nAnd in winter?',
        '',
        'Assistant:\nThe Canaries.',
        '',
      ].join('\n'),
    );
  });

  it('uses the caller’s labels, "New Chat" for an untitled chat, and lists attachments', () => {
    const source = exportChat(
      [
        exportMessage('u1', 0, {
          role: 'user',
          content: 'See file',
          attachments: [{ blobID: 'b', name: 'plan.txt', mimeType: 'text/plain', size: 1 }],
        }),
      ],
      { chatTitle: '  ' },
    );
    const labels = {
      system: 'Système',
      user: 'Vous',
      assistant: 'Assistant',
      contextCleared: 'Contexte effacé',
      attachment: 'Pièce jointe',
      untitled: 'Nouvelle discussion',
    };
    expect(chatToPlainText(source, { labels })).toBe(
      'Nouvelle discussion\n\nVous:\nSee file\n[Pièce jointe: plan.txt]\n',
    );
  });
});

describe('chatToFineTuneExample', () => {
  it('is the OpenAI fine-tuning chat format: system first, marker skipped, primary response used', () => {
    expect(chatToFineTuneExample(branchedChat({ systemMessage: 'You plan trips.' }))).toEqual({
      messages: [
        { role: 'system', content: 'You plan trips.' },
        { role: 'user', content: 'Where should I go?' },
        { role: 'assistant', content: 'Lisbon is **lovely**.' },
        { role: 'user', content: 'And in winter?' },
        { role: 'assistant', content: 'The Canaries.' },
      ],
    });
  });

  it('has no system message when the chat has none, and is valid JSON with only role and content', () => {
    const parsed = JSON.parse(chatToFineTuneJSON(branchedChat())) as { messages: Record<string, unknown>[] };
    expect(parsed.messages[0]).toEqual({ role: 'user', content: 'Where should I go?' });
    expect(parsed.messages.every((message) => Object.keys(message).join() === 'role,content')).toBe(true);
  });
});

describe('chatToHTML', () => {
  const hostile = exportChat(
    [
      exportMessage('u1', 0, { role: 'user', content: '<script>alert("x")</script> & \'quotes\'' }),
      exportMessage('a1', 1, {
        role: 'assistant',
        content: '<img src=x onerror="alert(1)">',
        model: '"><b>m</b>',
      }),
    ],
    { chatTitle: '</title><script>alert(1)</script>', systemMessage: 'Say "hi" <b>' },
  );
  const html = chatToHTML(hostile);

  it('escapes every piece of chat text: title, messages, model and system message', () => {
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('· &quot;&gt;&lt;b&gt;m&lt;/b&gt;');
    expect(html).toContain('Say &quot;hi&quot; &lt;b&gt;');
  });

  it('is one self-contained document: inline CSS, no script, no external resource', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<script|<link|src="http|href="http/i);
  });

  it('shows the branch on screen, the marker as a separator and the date', () => {
    const document = chatToHTML(branchedChat(), { language: 'fr' });
    expect(document).toContain('<html lang="fr">');
    expect(document).toContain('<h1>Trip plan</h1>');
    expect(document).toContain('<time datetime="2026-01-31T14:05:00.000Z">2026-01-31 14:05 UTC</time>');
    expect(document).toContain('<p class="cleared" role="separator">Context cleared</p>');
    expect(document).toContain('The Canaries.');
    expect(document).not.toContain('Not the primary');
    expect(document).not.toContain('First answer');
    expect(document.indexOf('Lisbon')).toBeLessThan(document.indexOf('Context cleared</p>'));
  });
});

describe('chatToMarkdown', () => {
  it('keeps message Markdown as it is under a heading per message, with the marker between rules', () => {
    expect(
      chatToMarkdown(branchedChat({ systemMessage: 'Be brief.' }), { formatDate: () => '31 Jan 2026' }),
    ).toBe(
      [
        '# Trip plan',
        '',
        '_31 Jan 2026_',
        '',
        '### System',
        '',
        'Be brief.',
        '',
        '### User',
        '',
        'Where should I go?',
        '',
        '### Assistant · gpt-4o',
        '',
        'Lisbon is **lovely**.',
        '',
        '---',
        '',
        '_Context cleared_',
        '',
        '---',
        '',
        '### User',
        '',
        'And in winter?',
        '',
        '### Assistant · gemini',
        '',
        'The Canaries.',
        '',
      ].join('\n'),
    );
  });

  it('escapes Markdown in the title so it stays one plain heading', () => {
    const markdown = chatToMarkdown(exportChat([], { chatTitle: '# *Big*\nplan <b>' }));
    expect(markdown.split('\n')[0]).toBe('# \\# \\*Big\\* plan \\<b\\>');
  });
});

describe('bidirectional controls in exports', () => {
  const chat = () =>
    exportChat([exportMessage('u1', 0, { role: 'user', content: 'Run invoice\u202Efdp.exe' })], {
      chatTitle: 'Report\u202Etxt.exe',
    });

  it('shows them as markers in the title of every format', () => {
    for (const document of [chatToHTML(chat()), chatToMarkdown(chat()), chatToPlainText(chat())]) {
      expect(document).toContain('Report⟨U+202E⟩txt.exe');
      expect(document).not.toContain('Report\u202E');
    }
  });

  it('shows them as markers in the HTML page’s message text', () => {
    expect(chatToHTML(chat())).toContain('Run invoice⟨U+202E⟩fdp.exe');
  });
});
