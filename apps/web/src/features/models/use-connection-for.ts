import { useMemo } from 'react';
import { resolveConnection } from '@confab/core';
import type { ProviderConnection } from '@confab/core/providers';
import { useConnectionSettings } from './use-connection-settings.ts';
import { useModelCatalogue } from './use-model-catalogue.ts';

/**
 * Where to send a chat for this model, following key and endpoint changes live. Null when the model
 * is unknown (deleted, or a local model whose server is not running this session). Hidden models
 * still resolve: hiding only takes a model out of the pickers, not out of old chats.
 */
export function useConnectionFor(modelID: string): ProviderConnection | null {
  const { models } = useModelCatalogue();
  const { settings } = useConnectionSettings();
  const model = models.find((candidate) => candidate.id === modelID);
  return useMemo(() => (model ? resolveConnection(model, settings) : null), [model, settings]);
}
