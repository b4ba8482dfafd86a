import { discoverLocalModels } from '@confab/core/providers';
import { createLocalModelSession } from './local-model-session.ts';
import { createLocalServerMemory } from './local-server-memory.ts';

export const defaultLocalModelSession = createLocalModelSession(
  () => discoverLocalModels(),
  createLocalServerMemory(window.localStorage),
);
