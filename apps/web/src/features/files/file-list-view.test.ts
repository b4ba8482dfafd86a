import { describe, expect, it } from 'vitest';
import { fileKindOf, fileTypeGroupOf, previewKindOf } from './file-kind.ts';
import { visibleFiles, type FileListQuery } from './file-list-view.ts';
import { testFile } from './test-records.ts';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const files = [
  testFile({ name: 'Report 10.pdf', mimeType: 'application/pdf', size: 5_000, createdAt: 3 }),
  testFile({ name: 'report 2.pdf', mimeType: 'application/pdf', size: 9_000, createdAt: 1 }),
  testFile({ name: 'notes.md', size: 10, createdAt: 2 }),
  testFile({ name: 'photo.JPG', mimeType: 'image/jpeg', size: 7_000, createdAt: 4 }),
  testFile({ name: 'budget.xlsx', size: 300, createdAt: 5 }),
  testFile({ name: 'main.py', mimeType: 'text/plain', size: 20, createdAt: 6 }),
  testFile({ name: 'archive.zip', mimeType: 'application/zip', size: 1, createdAt: 7 }),
];
const names = (query: Partial<FileListQuery>) =>
  visibleFiles(files, { search: '', sort: 'name', filter: 'all', ...query }, collator).map(
    (file) => file.name,
  );

describe('visibleFiles', () => {
  it('sorts by name with numbers in numeric order and any case', () => {
    expect(names({ sort: 'name' })).toEqual([
      'archive.zip',
      'budget.xlsx',
      'main.py',
      'notes.md',
      'photo.JPG',
      'report 2.pdf',
      'Report 10.pdf',
    ]);
  });

  it('sorts newest first, largest first, and by type group then name', () => {
    expect(names({ sort: 'date' })[0]).toBe('archive.zip');
    expect(names({ sort: 'size' }).slice(0, 2)).toEqual(['report 2.pdf', 'photo.JPG']);
    expect(names({ sort: 'type' })).toEqual([
      'main.py',
      'notes.md',
      'photo.JPG',
      'archive.zip',
      'report 2.pdf',
      'Report 10.pdf',
      'budget.xlsx',
    ]);
  });

  it('matches every search word in the name, in any case', () => {
    expect(names({ search: 'REPORT 10' })).toEqual(['Report 10.pdf']);
    expect(names({ search: '  pdf  ' })).toEqual(['report 2.pdf', 'Report 10.pdf']);
    expect(names({ search: 'nothing' })).toEqual([]);
  });

  it('filters by type group', () => {
    expect(names({ filter: 'pdfs' })).toEqual(['report 2.pdf', 'Report 10.pdf']);
    expect(names({ filter: 'images' })).toEqual(['photo.JPG']);
    expect(names({ filter: 'spreadsheets' })).toEqual(['budget.xlsx']);
    expect(names({ filter: 'code' })).toEqual(['main.py']);
    expect(names({ filter: 'documents' })).toEqual(['notes.md']);
    expect(names({ filter: 'other' })).toEqual(['archive.zip']);
  });

  it('lists 2,000 files without copying more than once', () => {
    const many = Array.from({ length: 2_000 }, (_, index) => testFile({ name: `file ${String(index)}.txt` }));
    const shown = visibleFiles(many, { search: '1', sort: 'name', filter: 'documents' }, collator);
    expect(shown[0]?.name).toBe('file 1.txt');
    expect(many[0]?.name).toBe('file 0.txt');
  });
});

describe('file kinds', () => {
  it('trusts a specific MIME type and falls back to the extension for generic ones', () => {
    expect(fileKindOf({ name: 'x.bin', mimeType: 'application/pdf' })).toBe('pdf');
    expect(fileKindOf({ name: 'script.py', mimeType: 'text/plain' })).toBe('code');
    expect(fileKindOf({ name: 'data.csv', mimeType: '' })).toBe('csv');
    expect(fileKindOf({ name: 'README', mimeType: 'text/x-readme' })).toBe('text');
    expect(fileKindOf({ name: 'blob', mimeType: 'application/octet-stream' })).toBe('unsupported');
    expect(fileTypeGroupOf({ name: 'letter.docx', mimeType: '' })).toBe('documents');
  });

  it('chooses how to preview', () => {
    expect(previewKindOf({ name: 'a.md', mimeType: '' })).toBe('markdown');
    expect(previewKindOf({ name: 'a.ts', mimeType: '' })).toBe('text');
    expect(previewKindOf({ name: 'a.png', mimeType: 'image/png' })).toBe('image');
    expect(previewKindOf({ name: 'a.pdf', mimeType: '' })).toBe('pdf');
    expect(previewKindOf({ name: 'a.docx', mimeType: '' })).toBe('none');
  });
});
