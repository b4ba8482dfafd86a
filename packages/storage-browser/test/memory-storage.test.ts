import { createMemoryStorage } from '../src/index.ts';
import { runStorageContract } from './storage-contract.ts';

let databaseNumber = 0;

runStorageContract('memory', ({ clock }) => {
  databaseNumber += 1;
  const databaseName = `memory-contract-${databaseNumber}`;
  const storage = createMemoryStorage({ databaseName, clock });
  return Promise.resolve({
    storage,
    openSecondTab: () => Promise.resolve(createMemoryStorage({ databaseName, clock })),
    cleanup: () => storage.close(),
  });
});
