import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  cleanFileName,
  fileNameFromDisposition,
  maxFileNameLength,
} from '../src/http/content-disposition.ts';

describe('file names of uploads', () => {
  it('keeps the last path part without controls or text-reordering characters', () => {
    expect(cleanFileName('../../etc/passwd', 'id')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\ada\\notes.txt', 'id')).toBe('notes.txt');
    expect(cleanFileName('report\u202Egnp.exe', 'id')).toBe('reportgnp.exe');
    expect(cleanFileName('a\u0000b\u0085c\u200Bd\u2066.txt', 'id')).toBe('abcd.txt');
    expect(cleanFileName('  .hidden  ', 'id')).toBe('hidden');
    expect(cleanFileName('tab\tand\nline.txt', 'id')).toBe('tab and line.txt');
    expect(cleanFileName('/', 'blob-1')).toBe('blob-1');
  });

  it('cuts long names between whole characters and keeps the extension', () => {
    const cut = cleanFileName(`${'👩‍💻'.repeat(200)}.docx`, 'id');
    expect(cut.endsWith('👩‍💻.docx')).toBe(true);
    const graphemes = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(cut)];
    expect(graphemes).toHaveLength(maxFileNameLength);
  });

  it('reads filename* before filename, and a quoted name with escapes', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.txt"; filename*=UTF-8''%C3%A9.txt`)).toBe(
      'é.txt',
    );
    expect(fileNameFromDisposition('attachment; filename="say \\"hi\\".txt"')).toBe('say "hi".txt');
    expect(fileNameFromDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A")).toBeUndefined();
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
  });

  it('answers an attachment with an ASCII name and the exact name in filename*', () => {
    expect(attachmentDisposition('notes.txt')).toBe('attachment; filename="notes.txt"');
    expect(attachmentDisposition("l'été (1).txt")).toBe(
      `attachment; filename="l'_t_ (1).txt"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29.txt`,
    );
  });
});
