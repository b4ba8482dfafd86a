import { discoverLocalModels } from '@confab/core/providers';
import { createLocalModelSession } from './local-model-session.ts';

export const defaultLocalModelSession = createLocalModelSession(() => discoverLocalModels());
