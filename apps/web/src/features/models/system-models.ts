import type { HostConfig, ModelInfo } from '@confab/core';
import { publicSystemModelSchema, systemModelRoutes } from '@confab/core/protocol';

/**
 * The host's system models (host config `systemModels`) as picker models. Their calls go to this
 * server's system-model route in the model's own wire format, authorised by the member's session;
 * the organisation's key never reaches the browser. Without a session there is nothing to call them
 * with, so they are left out.
 */
export function systemModelInfos(
  hostConfig: Pick<HostConfig, 'systemModels'>,
  token: string | undefined,
  origin: string,
): ModelInfo[] {
  if (token === undefined) return [];
  const models: ModelInfo[] = [];
  for (const entry of hostConfig.systemModels ?? []) {
    const parsed = publicSystemModelSchema.safeParse(entry);
    if (!parsed.success) continue;
    const { id, title, style, supportsImages } = parsed.data;
    models.push({
      id,
      title,
      style,
      contextWindow: 0,
      supportsImages: supportsImages ?? false,
      supportsReasoning: false,
      source: 'system',
      providerModelID: id,
      connection: {
        style,
        endpoint: `${origin}${systemModelRoutes[style]}`,
        headers: { authorization: `Bearer ${token}` },
      },
    });
  }
  return models;
}
