import { describe, expect, it } from 'vitest';
import { checkPushedRecord } from './check-pushed-record.ts';
import {
  cascadedMessageDeletion,
  decidePushedRecord,
  mergePushResults,
  storedRecordCategory,
} from './push-rules.ts';
import type { SyncRecord } from './sync-record.ts';

const prompt = (updatedAt: number, deleted = false): SyncRecord => ({
  kind: 'prompt',
  id: 'pr-1',
  updatedAt,
  deleted,
  ...(deleted ? {} : { data: { title: `v${String(updatedAt)}` } }),
});
const nothingHeld = { stored: undefined, parentDeleted: false };

describe('push rules', () => {
  it('stores a new record or a newer version', () => {
    expect(decidePushedRecord(prompt(1), nothingHeld)).toEqual({
      store: true,
      result: { kind: 'prompt', id: 'pr-1', outcome: 'applied' },
    });
    expect(decidePushedRecord(prompt(2), { stored: prompt(1), parentDeleted: false }).store).toBe(true);
  });

  it('answers the version held as applied and an older one as superseded, storing neither', () => {
    expect(decidePushedRecord(prompt(2), { stored: prompt(2), parentDeleted: false })).toMatchObject({
      store: false,
      result: { outcome: 'applied' },
    });
    expect(decidePushedRecord(prompt(1), { stored: prompt(2), parentDeleted: false })).toMatchObject({
      store: false,
      result: { outcome: 'superseded' },
    });
  });

  it('keeps a final deletion and refuses records added to a deleted chat', () => {
    expect(decidePushedRecord(prompt(3), { stored: prompt(1, true), parentDeleted: false })).toMatchObject({
      store: false,
      result: { outcome: 'deleted' },
    });
    expect(decidePushedRecord(prompt(1, true), nothingHeld)).toMatchObject({
      store: true,
      result: { outcome: 'deleted' },
    });
    const message: SyncRecord = { kind: 'message', id: 'm1', parentID: 'c1', updatedAt: 5, deleted: false };
    expect(decidePushedRecord(message, { stored: undefined, parentDeleted: true })).toMatchObject({
      store: false,
      result: { outcome: 'deleted' },
    });
  });

  it('a deleted chat deletes its messages at the same time', () => {
    const chat: SyncRecord = { kind: 'chat', id: 'c1', updatedAt: 9, deleted: true };
    expect(cascadedMessageDeletion(chat, 'm1')).toEqual({
      kind: 'message',
      id: 'm1',
      parentID: 'c1',
      updatedAt: 9,
      deleted: true,
    });
  });

  it('answers every pushed entry in order, the rejections where they were', () => {
    const checked = [prompt(1), { kind: 'nonsense' }, prompt(2)].map(checkPushedRecord);
    const merged = mergePushResults(checked, [
      { kind: 'prompt', id: 'pr-1', outcome: 'applied' },
      { kind: 'prompt', id: 'pr-1', outcome: 'superseded' },
    ]);
    expect(merged.map((result) => result.outcome)).toEqual(['applied', 'rejected', 'superseded']);
    expect(() => mergePushResults(checked, [])).toThrow();
  });

  it('files a stored version under its category, a deleted key under API keys', () => {
    expect(storedRecordCategory(prompt(1))).toBe('prompts');
    const key = { kind: 'setting', id: 'apiKeys.openai', updatedAt: 1 } as const;
    expect(storedRecordCategory({ ...key, deleted: false, data: { value: 'encrypted-x' } })).toBe('apiKeys');
    expect(storedRecordCategory({ ...key, deleted: true })).toBe('apiKeys');
  });
});
