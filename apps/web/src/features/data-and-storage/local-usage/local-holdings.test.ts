// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exportTestStore } from '../export/export-test-store.ts';
import { readLocalHoldings } from './local-holdings.ts';

describe('readLocalHoldings', () => {
  it('counts chats (archived too), their messages and the stored attachments with their bytes', async () => {
    expect(await readLocalHoldings(await exportTestStore())).toEqual({
      chats: 2,
      messages: 4,
      attachments: 2,
      attachmentBytes: 6,
    });
  });
});
