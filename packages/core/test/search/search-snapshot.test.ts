import { describe, expect, it, vi } from 'vitest';
import {
  SearchIndex,
  SearchService,
  encodeSnapshot,
  queryWords,
  restoreSnapshot,
  type SearchSnapshot,
  type SearchSnapshotStore,
  type SearchStatus,
} from '../../src/search/index.ts';
import { fakeStore, memorySnapshots, meta } from './fake-search-source.ts';

function createService(
  store: ReturnType<typeof fakeStore>,
  snapshots: SearchSnapshotStore,
  statuses: SearchStatus[] = [],
  errors: unknown[] = [],
  options: Partial<ConstructorParameters<typeof SearchService>[1]> = {},
) {
  let time = 0;
  return new SearchService(store.source(), {
    now: () => (time += 10),
    batchSize: 2,
    snapshots,
    onStatus: (status) => statuses.push(status),
    onError: (error) => errors.push(error),
    // Updates are flushed by the searches, saves by the tests themselves.
    setTimer: () => undefined,
    ...options,
  });
}

/** Waits for the full index: before it is ready, answers come from titles and tags only. */
async function found(service: SearchService, query: string): Promise<string[]> {
  await service.start();
  const answer = await service.search(query, 50);
  return answer.results.map((result) => result.chatID).sort();
}

function seededStore() {
  const store = fakeStore();
  store.save(meta('bread', 'Baking'), ['My sourdough starter died', 'Feed it daily']);
  store.save(meta('cake', 'Crème brûlée'), ['Use a torch'], false);
  store.save({ ...meta('tagged'), tags: [{ id: 't', name: 'Recipes' }] }, ['nothing else']);
  return store;
}

/** Three chats, an index built over them and its snapshot saved. */
async function savedIndex() {
  const store = seededStore();
  const snapshots = memorySnapshots();
  const first = createService(store, snapshots);
  await first.start();
  await first.saveNow();
  const stored = snapshots.stored;
  if (!stored) throw new Error('no snapshot');
  return { store, snapshots, first, stored };
}

describe('the saved search index', () => {
  it('answers after a restore exactly as a fresh build does, before and after compaction', async () => {
    const baking = { chatID: 'a', title: 'Baking', tagNames: ['Food'], activityAt: 3, texts: ['sourdough'] };
    const chats = [
      baking,
      { chatID: 'b', title: 'Trip', tagNames: [], activityAt: 5, texts: ['Lisbon in May', 'sour cherries'] },
      { chatID: 'c', title: 'Crème', tagNames: [], activityAt: 1, texts: ['brûlée torch'] },
    ];
    const queries = ['sour', 'food', 'creme', 'lisbon may', 'b', 'nothing'];
    for (const compactFirst of [false, true]) {
      const index = new SearchIndex();
      for (const chat of chats) index.putChat(chat);
      if (compactFirst) index.compact();
      // A replaced chat leaves a dead document behind, which must survive the round trip too.
      index.putChat({ ...baking, texts: ['rye starter'] });
      const snapshot = structuredClone(encodeSnapshot(index, { sequence: 7, generation: 'g', messages: 4 }));
      const restored = await restoreSnapshot(snapshot);
      expect(restored).toBeDefined();
      for (const query of queries) {
        expect(restored?.search(queryWords(query), 10)).toEqual(index.search(queryWords(query), 10));
      }
      expect(restored?.statistics()).toEqual(index.statistics());
    }
  });

  it('is saved after the first build and restored without reading a message', async () => {
    const store = seededStore();
    const snapshots = memorySnapshots();
    const first = createService(store, snapshots);
    expect(await found(first, 'sour')).toEqual(['bread']);
    await first.saveNow();
    expect(snapshots.stored?.state).toMatchObject({ chats: 3, sequence: 3 });
    first.stop();
    store.takeReads();

    const statuses: SearchStatus[] = [];
    const second = createService(store, snapshots, statuses);
    await second.start();
    expect(store.takeReads()).toBe(0);
    expect(statuses.at(-1)).toMatchObject({ state: 'ready', origin: 'snapshot', caughtUp: 0, chats: 3 });
    expect(await found(second, 'creme')).toEqual(['cake']);
  });

  it('catches up with edits, new chats and deletes made while no index listened', async () => {
    const { store, snapshots, first } = await savedIndex();
    first.stop();
    store.closeListeners();

    store.save(meta('bread', 'Baking'), ['Rye only from now on'], true);
    store.save(meta('soup', 'Soup'), ['sourdough croutons'], true);
    store.remove('cake', true);
    store.takeReads();

    const statuses: SearchStatus[] = [];
    const second = createService(store, snapshots, statuses);
    expect(await found(second, 'sour')).toEqual(['soup']);
    expect(await found(second, 'rye')).toEqual(['bread']);
    expect(await found(second, 'torch')).toEqual([]);
    expect(statuses.at(-1)).toMatchObject({ origin: 'snapshot', caughtUp: 3, chats: 3 });
    // Only the changed chats were read (twice here: the catch-up, then each search's snippets).
    expect(store.takeReads()).toBeLessThan(6);
  });

  it('rebuilds when the format or tokeniser version changed', async () => {
    const { store, snapshots, stored } = await savedIndex();
    stored.state.tokeniser += 1;
    const statuses: SearchStatus[] = [];
    const errors: unknown[] = [];
    const second = createService(store, snapshots, statuses, errors);
    expect(await found(second, 'recip')).toEqual(['tagged']);
    expect(statuses.at(-1)).toMatchObject({ origin: 'build', chats: 3 });
    expect(errors).toHaveLength(1);
  });

  it('repairs a damaged or mismatched snapshot by building again, never answering from it', async () => {
    const damages: ((snapshot: NonNullable<ReturnType<typeof memorySnapshots>['stored']>) => void)[] = [
      (snapshot) => {
        snapshot.frozen.postings[0] = 999;
      },
      (snapshot) => {
        snapshot.frozen.generation = 'another tab';
      },
      (snapshot) => {
        snapshot.state.documents.pop();
      },
      (snapshot) => {
        // A plausible index that misses a chat: only the chat count against the store shows it.
        snapshot.state.documents[0] = null;
        snapshot.state.chats -= 1;
      },
      (snapshot) => {
        // The store was replaced by an older one: its log is behind the index.
        snapshot.state.sequence += 100;
      },
    ];
    for (const damage of damages) {
      const { store, snapshots, stored } = await savedIndex();
      damage(stored);
      const statuses: SearchStatus[] = [];
      const second = createService(store, snapshots, statuses);
      expect(await found(second, 'sour')).toEqual(['bread']);
      expect(await found(second, 'recip')).toEqual(['tagged']);
      expect(statuses.at(-1)).toMatchObject({ origin: 'build', chats: 3 });
      await second.saveNow();
      expect((await restoreSnapshot(snapshots.stored ?? stored))?.chatCount).toBe(3);
    }
  });

  it('keeps the snapshot of the index that has read further (another tab)', async () => {
    const store = seededStore();
    const snapshots = memorySnapshots();
    const older = createService(store, snapshots);
    await older.start();
    store.save(meta('soup', 'Soup'), ['leek']);
    const newer = createService(store, snapshots);
    await newer.start();
    await newer.saveNow();
    await older.saveNow();
    expect(snapshots.stored?.state).toMatchObject({ sequence: 4, chats: 4 });
  });

  it('answers from titles and tags while the first build runs, marked incomplete', async () => {
    const store = seededStore();
    let release: () => void = () => undefined;
    const paused = new Promise<void>((resolve) => {
      release = resolve;
    });
    const service = new SearchService(store.source(), {
      now: () => 0,
      snapshots: memorySnapshots(),
      pause: () => paused,
      setTimer: () => undefined,
    });
    const early = await service.search('baking', 10);
    expect(early).toMatchObject({ complete: false, total: 1, results: [{ chatID: 'bread' }] });
    expect((await service.search('sourdough', 10)).total).toBe(0);
    release();
    await service.start();
    expect(await service.search('sourdough', 10)).toMatchObject({ complete: true, total: 1 });
  });

  it('waits at its pause between reading the saved index and decoding it, as long as it is held', async () => {
    const { store, snapshots } = await savedIndex();
    const steps: string[] = [];
    let holding = true;
    let waiting: (() => void)[] = [];
    const loaded = snapshots.load.bind(snapshots);
    const counted = { ...snapshots, load: () => (steps.push('load'), loaded()) };
    const held = createService(store, counted, [], [], {
      pause: () => {
        steps.push('pause');
        if (!holding) return Promise.resolve();
        return new Promise<void>((resolve) => {
          waiting.push(resolve);
        });
      },
    });
    let ready = false;
    void held.start().then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps).toEqual(['load', 'pause']);
    expect(ready).toBe(false);
    holding = false;
    for (const go of waiting) go();
    waiting = [];
    await held.start();
    expect(ready).toBe(true);
    expect(await found(held, 'sour')).toEqual(['bread']);
  });

  it('pauses between the slices of its checks and before building the index, and stops while held', async () => {
    const index = new SearchIndex();
    index.putChat({ chatID: 'a', title: 'Baking', tagNames: [], activityAt: 1, texts: ['sourdough rye'] });
    index.compact();
    index.putChat({ chatID: 'b', title: 'Trip', tagNames: [], activityAt: 2, texts: ['Lisbon'] });
    const snapshot = structuredClone(encodeSnapshot(index, { sequence: 2, generation: 'g', messages: 2 }));
    const pausesOf = async (saved: SearchSnapshot) => {
      let pauses = 0;
      const restored = await restoreSnapshot(saved, () => {
        pauses += 1;
        return Promise.resolve();
      });
      expect(restored?.chatCount).toBe(2);
      return pauses;
    };
    // The sorted and the recent postings: their terms and their postings, one slice each; then the build.
    expect(await pausesOf(snapshot)).toBe(5);
    // One term in 2,000,001 postings of the first chat: its postings take two slices.
    const longPostings = new Uint32Array(2_000_001);
    const long: SearchSnapshot = {
      ...snapshot,
      frozen: {
        ...snapshot.frozen,
        terms: 'a',
        termCount: 1,
        offsets: Uint32Array.of(0, 2_000_001),
        postings: longPostings,
      },
    };
    expect(await pausesOf(long)).toBe(6);

    let finished = false;
    void restoreSnapshot(snapshot, () => new Promise<void>(() => undefined)).then(() => (finished = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(finished).toBe(false);
  });

  it('holds a scheduled save at beforeSave until it is let go', async () => {
    const { store, snapshots, first } = await savedIndex();
    first.stop();
    store.closeListeners();
    store.save(meta('soup', 'Soup'), ['sourdough croutons'], true);
    const savesBefore = snapshots.saves;
    const timers: (() => void)[] = [];
    let letGo: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const second = createService(store, snapshots, [], [], {
      beforeSave: () => held,
      setTimer: (callback) => {
        timers.push(callback);
      },
    });
    // The catch-up read a chat the snapshot lacked: a save is scheduled.
    await second.start();
    expect(timers).toHaveLength(1);
    timers[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(snapshots.saves).toBe(savesBefore);
    letGo();
    await vi.waitFor(() => {
      expect(snapshots.saves).toBe(savesBefore + 1);
    });
  });
});
