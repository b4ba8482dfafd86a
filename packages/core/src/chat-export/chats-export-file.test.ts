import { describe, expect, it } from 'vitest';
import { chatMetaSchema, folderSchema, messageSchema, type Folder } from '../entities/index.ts';
import { chatsExportFile } from './chats-export-file.ts';
import {
  chatsExportFileName,
  exportTimestamp,
  fineTuneFileName,
  htmlFileName,
  markdownFileName,
} from './export-file-names.ts';
import { branchedChat, exportChat, exportMessage } from './test-chat.ts';

function folder(id: string): Folder {
  return { id, title: id, order: 0, open: true, settings: {}, createdAt: 1, updatedAt: 1, syncedAt: null };
}

describe('share output file names', () => {
  it('are the spec’s names', () => {
    expect(fineTuneFileName('abc-1')).toBe('messages-abc-1.json');
    expect(htmlFileName('abc-1')).toBe('chat-abc-1.html');
    expect(markdownFileName('abc-1')).toBe('chat-abc-1.md');
  });
});

describe('chatsExportFileName', () => {
  // Built from local parts, so the test holds in every time zone.
  const time = new Date(2026, 0, 2, 3, 4, 5).getTime();

  it('is the local timestamp yyyyMMdd_HHmmss, the brand suffix, then _chats.json', () => {
    expect(exportTimestamp(time)).toBe('20260102_030405');
    expect(chatsExportFileName(time, 'Confab')).toBe('20260102_030405_Confab_chats.json');
  });

  it('keeps a subdomain readable and drops characters a file name cannot hold', () => {
    expect(chatsExportFileName(time, 'acme.example')).toBe('20260102_030405_acme.example_chats.json');
    expect(chatsExportFileName(time, ' Acme / Team: Ünïcode ')).toBe(
      '20260102_030405_Acme-Team-Ünïcode_chats.json',
    );
    expect(chatsExportFileName(time, '')).toBe('20260102_030405_chats.json');
    expect(chatsExportFileName(time, '../')).toBe('20260102_030405_chats.json');
  });
});

describe('chatsExportFile', () => {
  it('wraps chats carrying every message of their tree, and only the folders they use, under data', () => {
    const inProject = branchedChat({ folderID: 'fo-trips' });
    const shuffled = { ...inProject, messages: [...inProject.messages].reverse() };
    const loose = exportChat([exportMessage('x1', 0, { role: 'user', content: 'Hello' })], { id: 'chat-2' });
    const file = chatsExportFile([shuffled, loose], [folder('fo-trips'), folder('fo-other')]);

    expect(Object.keys(file)).toEqual(['data']);
    expect(Object.keys(file.data)).toEqual(['chats', 'folders']);
    expect(file.data.folders.map((entry) => entry.id)).toEqual(['fo-trips']);
    const [first, second] = file.data.chats;
    expect(first?.messages.map((message) => message.uuid)).toEqual(['u1', 'a1', 'a2', 'c1', 'u2', 'm1']);
    expect(first?.folderID).toBe('fo-trips');
    expect(second?.id).toBe('chat-2');
  });

  it('round-trips through JSON into records the entity schemas accept', () => {
    const file = JSON.parse(
      JSON.stringify(chatsExportFile([branchedChat({ folderID: 'fo-trips' })], [folder('fo-trips')])),
    ) as ReturnType<typeof chatsExportFile>;
    for (const chat of file.data.chats) {
      const { messages, ...meta } = chat;
      expect(chatMetaSchema.safeParse(meta).success).toBe(true);
      expect(messages.every((message) => messageSchema.safeParse(message).success)).toBe(true);
    }
    expect(file.data.folders.every((entry) => folderSchema.safeParse(entry).success)).toBe(true);
  });
});
