// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { acceptedDocumentTypes, documentKindOf } from './document-kind.ts';

describe('documentKindOf', () => {
  it.each([
    [{ name: 'report.PDF', mimeType: '' }, 'pdf'],
    [{ name: 'download', mimeType: 'application/pdf' }, 'pdf'],
    [{ name: 'lease.docx', mimeType: 'application/octet-stream' }, 'docx'],
    [{ name: 'page.htm', mimeType: '' }, 'html'],
    [{ name: 'notes', mimeType: 'text/markdown; charset=utf-8' }, 'markdown'],
    [{ name: 'README.md', mimeType: 'text/plain' }, 'markdown'],
    [{ name: 'server.py', mimeType: 'text/x-python' }, 'code'],
    [{ name: 'index.ts', mimeType: 'video/mp2t' }, 'code'],
    [{ name: 'Dockerfile', mimeType: '' }, 'code'],
    [{ name: 'table.tsv', mimeType: '' }, 'csv'],
    [{ name: 'data', mimeType: 'text/csv' }, 'csv'],
    [{ name: 'config.json', mimeType: '' }, 'json'],
    [{ name: 'photo.jpeg', mimeType: '' }, 'image'],
    [{ name: 'scan', mimeType: 'image/png' }, 'image'],
    [{ name: 'diary.log', mimeType: '' }, 'text'],
    [{ name: 'letter', mimeType: 'text/rtf' }, 'text'],
    [{ name: 'archive.zip', mimeType: 'application/zip' }, 'unsupported'],
    [{ name: 'slides.pptx', mimeType: '' }, 'unsupported'],
    [{ name: '.constructor', mimeType: '__proto__' }, 'unsupported'],
  ] as const)('%o is %s', (file, kind) => {
    expect(documentKindOf(file)).toBe(kind);
  });

  it('lists types and extensions for a file input', () => {
    const accepted = acceptedDocumentTypes.split(',');
    expect(accepted).toEqual(
      expect.arrayContaining(['application/pdf', '.docx', '.md', '.csv', '.py', 'image/*']),
    );
  });
});
