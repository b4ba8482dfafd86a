import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { convertImport } from './convert-import.ts';
import { ImportReadError } from './import-read-error.ts';
import { readImportFileContents } from './read-import-archive.ts';

interface TestEntry {
  name: string;
  text: string;
  method?: 0 | 8;
  flags?: number;
  /** Overrides the size the directory declares, as a crafted archive would. */
  declaredSize?: number;
}

/** A minimal ZIP writer for the tests (no CRC: the reader leaves damage to the JSON reader). */
function zip(entries: readonly TestEntry[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const raw = Buffer.from(entry.text);
    const method = entry.method ?? 8;
    const data = method === 8 ? deflateRawSync(raw) : raw;
    const size = entry.declaredSize ?? raw.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(entry.flags ?? 0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.flags ?? 0, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directoryBytes, end]));
}

const noPause = () => Promise.resolve();

async function failureOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  try {
    await readImportFileContents(bytes, { pause: noPause });
    return 'none';
  } catch (error) {
    if (error instanceof ImportReadError) return error.reason;
    throw error;
  }
}

const conversation = JSON.stringify([
  {
    id: 'z',
    title: 'From a ZIP',
    mapping: {
      q: {
        id: 'q',
        parent: null,
        message: { author: { role: 'user' }, content: { content_type: 'text', parts: ['hi'] } },
      },
    },
  },
]);

describe('readImportFileContents', () => {
  it('reads plain JSON bytes as they are', async () => {
    const contents = await readImportFileContents(new TextEncoder().encode('{"data":{}}'), {
      pause: noPause,
    });
    expect(contents).toEqual({ value: { data: {} }, chunks: new Map() });
  });

  it('takes conversations.json out of an account export ZIP', async () => {
    const archive = zip([
      { name: 'file-abc.png', text: 'not really a picture', method: 0 },
      { name: 'chat.html', text: '<html></html>' },
      { name: 'conversations.json', text: conversation },
    ]);
    const { value } = await readImportFileContents(archive, { pause: noPause });
    expect(convertImport(value, { now: 0 }).chats.items[0]?.chatTitle).toBe('From a ZIP');
  });

  it('reads a chunked export folder with its chunk files', async () => {
    const folder = '20240101_000000_Confab_export/';
    const archive = zip([
      { name: folder, text: '', method: 0 },
      { name: `${folder}data.json`, text: '{"data":{"chats":{"chunks":["chunks/chats_part_1.json"]}}}' },
      { name: `${folder}metadata.json`, text: '{}' },
      {
        name: `${folder}chunks/chats_part_1.json`,
        text: '[{"chatID":"c","chatTitle":"Chunked","messages":[]}]',
      },
    ]);
    const contents = await readImportFileContents(archive, { pause: noPause });
    expect(contents.chunks.get('chunks/chats_part_1.json')).toEqual([
      { chatID: 'c', chatTitle: 'Chunked', messages: [] },
    ]);
    expect(convertImport(contents.value, { now: 0, chunks: contents.chunks }).chats.items[0]?.chatTitle).toBe(
      'Chunked',
    );
  });

  it('says clearly what is wrong with a damaged, locked, crafted or empty archive', async () => {
    const good = zip([{ name: 'conversations.json', text: conversation }]);
    expect(await failureOf(good.slice(0, good.length - 30))).toBe('zip-damaged');
    expect(await failureOf(zip([{ name: 'conversations.json', text: conversation, flags: 1 }]))).toBe(
      'zip-unsupported',
    );
    const bomb = zip([{ name: 'conversations.json', text: `[${' '.repeat(100_000)}]`, declaredSize: 10 }]);
    expect(await failureOf(bomb)).toBe('zip-damaged');
    expect(await failureOf(zip([{ name: 'readme.txt', text: 'hello' }]))).toBe('zip-no-export');
    expect(await failureOf(zip([{ name: 'conversations.json', text: '{"cut": [1, 2' }]))).toBe('truncated');
  });
});
