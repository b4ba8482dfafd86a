import { describe, expect, it } from 'vitest';
import { createChatMeta, type ChatMeta } from '../entities/index.ts';
import { autoArchiveHours, autoArchiveHoursSettingSchema, planAutoArchive } from './auto-archive-rules.ts';

const hour = 3_600_000;
const now = 1_000 * hour;

function chat(id: string, fields: Partial<ChatMeta> = {}): ChatMeta {
  return { ...createChatMeta({ id, now: now - 100 * hour }), syncedAt: now - 50 * hour, ...fields };
}

describe('planAutoArchive', () => {
  it('archives a chat not updated for longer than the set hours, and marks it for sync', () => {
    const plan = planAutoArchive([chat('old')], { archiveAfterHours: 24 }, now);
    expect(plan.archive).toEqual([{ ...chat('old'), archivedAt: now, syncedAt: null }]);
    expect(plan.deleteIDs).toEqual([]);
  });

  it('keeps chats updated within the hours, and exactly at the limit', () => {
    const plan = planAutoArchive(
      [chat('recent', { updatedAt: now - 2 * hour }), chat('edge', { updatedAt: now - 24 * hour })],
      { archiveAfterHours: 24 },
      now,
    );
    expect(plan.archive).toEqual([]);
  });

  it('never archives a favourite, a chat in a folder or a tagged chat', () => {
    const plan = planAutoArchive(
      [
        chat('favourite', { favoritedAt: now - 90 * hour }),
        chat('in-project', { folderID: 'fo-1' }),
        chat('tagged', { tags: [{ id: 't1', name: 'work' }] }),
        chat('plain'),
      ],
      { archiveAfterHours: 48 },
      now,
    );
    expect(plan.archive.map((archived) => archived.id)).toEqual(['plain']);
  });

  it('does not archive again a chat already archived', () => {
    const plan = planAutoArchive(
      [chat('archived', { archivedAt: now - 90 * hour })],
      { archiveAfterHours: 24 },
      now,
    );
    expect(plan.archive).toEqual([]);
  });

  it('deletes archived chats archived longer ago than its hours, by archive time', () => {
    const plan = planAutoArchive(
      [
        chat('long-archived', { archivedAt: now - 200 * hour, updatedAt: now - 1 * hour }),
        chat('just-archived', { archivedAt: now - 2 * hour, updatedAt: now - 900 * hour }),
        chat('not-archived', { updatedAt: now - 900 * hour }),
      ],
      { deleteAfterHours: 168 },
      now,
    );
    expect(plan.deleteIDs).toEqual(['long-archived']);
    expect(plan.archive).toEqual([]);
  });

  it('does not delete in the same run a chat it has just archived', () => {
    const plan = planAutoArchive([chat('old')], { archiveAfterHours: 24, deleteAfterHours: 24 }, now);
    expect(plan.archive.map((archived) => archived.id)).toEqual(['old']);
    expect(plan.deleteIDs).toEqual([]);
  });

  it('does nothing with both rules off', () => {
    expect(planAutoArchive([chat('old'), chat('archived', { archivedAt: 0 })], {}, now)).toEqual({
      archive: [],
      deleteIDs: [],
    });
  });
});

describe('auto-archive settings', () => {
  it('stores empty for off and hours for on', () => {
    expect(autoArchiveHours('')).toBeUndefined();
    expect(autoArchiveHours(72)).toBe(72);
    expect(autoArchiveHoursSettingSchema.safeParse('').success).toBe(true);
    expect(autoArchiveHoursSettingSchema.safeParse(168).success).toBe(true);
    expect(autoArchiveHoursSettingSchema.safeParse('24').success).toBe(false);
    expect(autoArchiveHoursSettingSchema.safeParse(0).success).toBe(false);
  });
});
