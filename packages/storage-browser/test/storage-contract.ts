import type { Clock, StoragePort } from '@confab/core/ports';
import { afterEach, beforeEach, describe } from 'vitest';
import { registerChangeContract } from './contract/change-contract.ts';
import { registerChatContract } from './contract/chat-contract.ts';
import { registerImportContract } from './contract/import-contract.ts';
import { registerImportKnowledgeContract } from './contract/import-knowledge-contract.ts';
import { registerKnowledgeContract } from './contract/knowledge-contract.ts';
import { registerTableContract } from './contract/table-contract.ts';

export interface StorageHarness {
  storage: StoragePort;
  /** Another instance on the same database: what a second browser tab would open. */
  openSecondTab: () => Promise<StoragePort>;
  cleanup: () => Promise<void>;
}

export type CreateStorageHarness = (options: { clock: Clock }) => Promise<StorageHarness>;

/** A clock the tests move by hand. */
export interface ManualClock extends Clock {
  set(time: number): void;
}

export interface ContractContext {
  /** The storage under test, fresh for every test. */
  storage(): StoragePort;
  openSecondTab(): Promise<StoragePort>;
  clock: ManualClock;
}

/**
 * The one contract every StoragePort implementation passes (CONVENTIONS §8). Each test gets a fresh,
 * empty database; the harness decides what "fresh" and "second tab" mean for its implementation.
 */
export function runStorageContract(name: string, createHarness: CreateStorageHarness): void {
  describe(`StoragePort contract: ${name}`, () => {
    let harness: StorageHarness | undefined;
    const opened: StoragePort[] = [];
    let time = 0;
    const clock: ManualClock = { now: () => time, set: (next) => (time = next) };

    beforeEach(async () => {
      time = 1_800_000_000_000;
      harness = await createHarness({ clock });
    });

    afterEach(async () => {
      for (const storage of opened.splice(0)) await storage.close();
      await harness?.cleanup();
      harness = undefined;
    });

    const context: ContractContext = {
      storage: () => {
        if (!harness) throw new Error('No storage outside a test');
        return harness.storage;
      },
      openSecondTab: async () => {
        if (!harness) throw new Error('No storage outside a test');
        const second = await harness.openSecondTab();
        opened.push(second);
        return second;
      },
      clock,
    };

    registerTableContract(context);
    registerChatContract(context);
    registerChangeContract(context);
    registerImportContract(context);
    registerKnowledgeContract(context);
    registerImportKnowledgeContract(context);
  });
}
