import { describe, expect, it } from 'vitest';
import type { FileRecord } from '../src/knowledge/knowledge-records.ts';
import {
  documentType,
  formatBytes,
  knowledgePortalPage,
  maxRowsPerCollection,
} from '../src/knowledge/portal-page.ts';

function fileRecord(
  id: string,
  name: string,
  collectionIDs: string[],
  mimeType = 'application/pdf',
): FileRecord {
  return {
    ownerID: 'u',
    id,
    name,
    mimeType,
    size: 1500,
    blobID: `b-${id}`,
    collectionIDs,
    updatedAt: 0,
    data: {},
  };
}

describe('knowledge portal page', () => {
  it('names sizes and types the way a person reads them', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1500)).toBe('1.5 KB');
    expect(formatBytes(2_000_000_000)).toBe('2 GB');
    expect(documentType({ name: 'a.pdf', mimeType: 'application/pdf' })).toBe('PDF');
    expect(documentType({ name: 'notes.rst', mimeType: 'application/octet-stream' })).toBe('RST');
    expect(documentType({ name: 'README', mimeType: '' })).toBe('File');
  });

  it('says how much storage is used, and of what limit when there is one', () => {
    const empty = { collections: [], files: [] };
    const unlimited = knowledgePortalPage({
      records: empty,
      storage: { usedBytes: 1500 },
      organisationCollections: [],
    });
    expect(unlimited).toContain('1.5 KB of cloud storage used');
    expect(unlimited).toContain('No collections have synced yet.');
    const limited = knowledgePortalPage({
      records: empty,
      storage: { usedBytes: 1500, limitBytes: 1_000_000 },
      organisationCollections: ['<Handbook>'],
    });
    expect(limited).toContain('1.5 KB of 1 MB cloud storage used');
    expect(limited).toContain('<li>&lt;Handbook&gt;</li>');
  });

  it('draws a bounded number of rows per collection and counts the rest', () => {
    const files = Array.from({ length: maxRowsPerCollection + 3 }, (_, index) =>
      fileRecord(`fi-${String(index)}`, `doc ${String(index).padStart(4, '0')}.pdf`, ['kb-1']),
    );
    const html = knowledgePortalPage({
      records: {
        collections: [{ ownerID: 'u', id: 'kb-1', name: 'Big', updatedAt: 0, data: {} }],
        files,
      },
      storage: { usedBytes: 0 },
      organisationCollections: [],
    });
    expect(html.match(/<tr><td>doc /g)).toHaveLength(maxRowsPerCollection);
    expect(html).toContain('and 3 more');
    expect(html).toContain(`${String(maxRowsPerCollection + 3)} documents`);
  });
});
