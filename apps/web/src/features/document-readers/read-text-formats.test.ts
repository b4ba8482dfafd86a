// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DocumentReadError } from './document-read-error.ts';
import { readDocument } from './read-document.ts';
import { blobOf } from './test/make-test-documents.ts';

function read(text: string, name: string, mimeType = '') {
  return readDocument(blobOf(text), { name, mimeType });
}

describe('reading HTML', () => {
  it('keeps headings and paragraphs, drops scripts, styles and navigation, decodes entities', async () => {
    const html = `<!doctype html><html><head><title>Site</title><style>p { color: red }</style></head>
      <body><nav><a href="/">Home</a> <a href="/about">About</a></nav>
      <h1>Caf&eacute; opening hours</h1><p>Open   from <b>8</b>&nbsp;to 18
      on weekdays &amp; holidays.</p><script>alert("x")</script>
      <h3>Menu</h3><ul><li>Coffee</li><li>Tea<br>and cake</li></ul>
      <table><tr><th>Day</th><th>Hours</th></tr><tr><td>Sunday</td><td><p>closed</p></td></tr></table>
      <pre>line one
  indented line</pre></body></html>`;
    const document = await read(html, 'page.html', 'text/html');
    expect(document.blocks).toEqual([
      { kind: 'heading', text: 'Café opening hours', level: 1 },
      { kind: 'text', text: 'Open from 8 to 18 on weekdays & holidays.' },
      { kind: 'heading', text: 'Menu', level: 3 },
      { kind: 'text', text: 'Coffee' },
      { kind: 'text', text: 'Tea\nand cake' },
      { kind: 'text', text: 'Day | Hours' },
      { kind: 'text', text: 'Sunday | closed' },
      { kind: 'text', text: 'line one\n  indented line' },
    ]);
  });

  it('reads nested markup, and refuses nesting deeper than any real page as corrupt', async () => {
    const nested = (depth: number) => `${'<div>'.repeat(depth)}deep text${'</div>'.repeat(depth)}`;
    const document = await read(nested(3000), 'deep.html');
    expect(document.blocks).toEqual([{ kind: 'text', text: 'deep text' }]);
    const error: unknown = await read(nested(100_000), 'deeper.html').catch((reason: unknown) => reason);
    expect((error as DocumentReadError).code).toBe('corrupt');
  });
});

describe('reading Markdown', () => {
  it('knows ATX and setext headings, paragraphs and fenced code', async () => {
    const markdown = [
      '# Install guide #',
      '',
      'Run the [installer](https://example.invalid/setup) first,',
      'then restart.',
      '',
      'Configuration',
      '-------------',
      '',
      '```sh',
      '# not a heading',
      'confab --port 8080',
      '```',
      '',
      'Troubleshooting',
      '===',
      '### Logs',
      'Read them.',
    ].join('\r\n');
    const document = await read(markdown, 'guide.md');
    expect(document.blocks).toEqual([
      { kind: 'heading', text: 'Install guide', level: 1 },
      { kind: 'text', text: 'Run the installer first,\nthen restart.' },
      { kind: 'heading', text: 'Configuration', level: 2 },
      { kind: 'text', text: '# not a heading\nconfab --port 8080' },
      { kind: 'heading', text: 'Troubleshooting', level: 1 },
      { kind: 'heading', text: 'Logs', level: 3 },
      { kind: 'text', text: 'Read them.' },
    ]);
  });
});

describe('reading plain text and code', () => {
  it('splits plain text into paragraphs at blank lines', async () => {
    const document = await read(
      '\uFEFFFirst paragraph\nstill first.\n\n  \nSecond one.\n',
      'notes.txt',
      'text/plain',
    );
    expect(document.blocks).toEqual([
      { kind: 'text', text: 'First paragraph\nstill first.' },
      { kind: 'text', text: 'Second one.' },
    ]);
  });

  it('reads UTF-16 text with a byte-order mark', async () => {
    const text = 'Grüße aus Köln';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      bytes[2 + index * 2] = code & 0xff;
      bytes[3 + index * 2] = code >> 8;
    }
    const document = await readDocument(blobOf(bytes), { name: 'greeting.txt', mimeType: 'text/plain' });
    expect(document.blocks).toEqual([{ kind: 'text', text }]);
  });

  it('cuts source code into blocks of 60 lines, each under a heading naming the file and the lines', async () => {
    const lines = Array.from(
      { length: 130 },
      (_, index) => `const value${String(index + 1)} = ${String(index + 1)};`,
    );
    // Browsers call .ts files video/mp2t; the extension wins over a type that names no document.
    const document = await read(`${lines.join('\n')}\n`, 'src/values.ts', 'video/mp2t');
    expect(document.blocks.filter((block) => block.kind === 'heading').map((block) => block.text)).toEqual([
      'values.ts lines 1–60',
      'values.ts lines 61–120',
      'values.ts lines 121–130',
    ]);
    expect(document.blocks[1]?.text.split('\n')).toHaveLength(60);
    expect(document.blocks[5]?.text).toBe(lines.slice(120).join('\n'));
  });
});

describe('reading CSV and TSV', () => {
  it('names each value by its column and groups rows', async () => {
    const rows = Array.from(
      { length: 25 },
      (_, index) => `Person ${String(index + 1)},${String(1900 + index)},"Lyon, FR"`,
    );
    const document = await read(['name,born,city', ...rows].join('\n'), 'people.csv', 'text/csv');
    expect(document.blocks[0]).toEqual({ kind: 'text', text: 'Columns: name; born; city' });
    expect(document.blocks[1]).toEqual({ kind: 'heading', text: 'Rows 1–20', level: 1 });
    expect(document.blocks[2]?.text.split('\n')[0]).toBe('name: Person 1; born: 1900; city: Lyon, FR');
    expect(document.blocks[3]).toEqual({ kind: 'heading', text: 'Rows 21–25', level: 1 });
    expect(document.blocks[4]?.text.split('\n')).toHaveLength(5);
  });

  it('reads tab-separated values and leaves empty cells out', async () => {
    const document = await read('item\tprice\tnote\nPen\t2\t\n', 'prices.tsv');
    expect(document.blocks).toEqual([
      { kind: 'text', text: 'Columns: item; price; note' },
      { kind: 'heading', text: 'Rows 1–1', level: 1 },
      { kind: 'text', text: 'item: Pen; price: 2' },
    ]);
  });
});

describe('reading JSON', () => {
  it('gives one block per top-level key', async () => {
    const document = await read(JSON.stringify({ title: 'Atlas', authors: ['Ada', 'Grace'] }), 'book.json');
    expect(document.blocks).toEqual([
      { kind: 'heading', text: 'title', level: 1 },
      { kind: 'text', text: '"Atlas"' },
      { kind: 'heading', text: 'authors', level: 1 },
      { kind: 'text', text: '[\n  "Ada",\n  "Grace"\n]' },
    ]);
  });

  it('groups the items of a top-level array', async () => {
    const items = Array.from({ length: 21 }, (_, index) => ({ id: index + 1 }));
    const document = await read(JSON.stringify(items), 'items.json', 'application/json');
    expect(document.blocks.filter((block) => block.kind === 'heading').map((block) => block.text)).toEqual([
      'Items 1–20',
      'Items 21–21',
    ]);
  });

  it('flattens what lies deeper than the depth bound instead of recursing into it', async () => {
    const depth = 50_000;
    const deep = `${'{"next":'.repeat(depth)}"bottom"${'}'.repeat(depth)}`;
    const document = await read(`{"chain": ${deep}}`, 'deep.json');
    expect(document.blocks[1]?.text).toContain('bottom');
    expect(document.blocks[1]?.text.length).toBeLessThan(depth * 10);
  });

  it('refuses invalid JSON as corrupt', async () => {
    const error: unknown = await read('{"open": ', 'broken.json').catch((reason: unknown) => reason);
    expect((error as DocumentReadError).code).toBe('corrupt');
  });
});
