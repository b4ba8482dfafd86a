import { createLocalModelSession } from './local-model-session.ts';
import { createLocalServerMemory } from './local-server-memory.ts';

export const defaultLocalModelSession = createLocalModelSession(
  // The probe and the OpenAI-style model listing it uses load with the first probe, not at start.
  async () => (await import('@confab/core/providers/discover-local-models')).discoverLocalModels(),
  // Read `window.localStorage` only when used: in a frame whose storage is refused, reading it throws,
  // and at import that would stop the app before it can show the cookies-blocked screen.
  createLocalServerMemory({
    getItem: (key) => window.localStorage.getItem(key),
    setItem: (key, value) => {
      window.localStorage.setItem(key, value);
    },
  }),
);
