import type { ProviderConnection } from '../providers/index.ts';
import type { ModelInfo } from './model-info.ts';

/** One local server as discovery reports it (the shape of `discoverLocalModels` in providers). */
export interface DiscoveredLocalServer {
  name: string;
  connection: ProviderConnection;
  models: readonly { id: string; title?: string; contextWindow?: number }[];
}

/**
 * Local ids carry the server's name so the same model name on Ollama and LM Studio stays two entries,
 * and so a saved default or order still finds the model in the next session.
 */
export function localModelID(serverName: string, modelID: string): string {
  return `local:${serverName}:${modelID}`;
}

export function localModelsToInfo(servers: readonly DiscoveredLocalServer[]): ModelInfo[] {
  return servers.flatMap((server) =>
    server.models.map((model) => ({
      id: localModelID(server.name, model.id),
      title: model.title ?? model.id,
      style: server.connection.style,
      contextWindow: model.contextWindow ?? 0,
      supportsImages: false,
      supportsReasoning: false,
      source: 'local' as const,
      providerModelID: model.id,
      connection: server.connection,
      localServerName: server.name,
    })),
  );
}
