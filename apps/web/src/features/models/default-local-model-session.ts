import { discoverLocalModels } from '@confab/core/providers';
import { createLocalModelSession } from './local-model-session.ts';
import { createLocalServerMemory } from './local-server-memory.ts';

export const defaultLocalModelSession = createLocalModelSession(
  () => discoverLocalModels(),
  // Read `window.localStorage` only when used: in a frame whose storage is refused, reading it throws,
  // and at import that would stop the app before it can show the cookies-blocked screen.
  createLocalServerMemory({
    getItem: (key) => window.localStorage.getItem(key),
    setItem: (key, value) => {
      window.localStorage.setItem(key, value);
    },
  }),
);
