import type { CustomModel } from '../entities/index.ts';
import type { ProviderConnection } from '../providers/index.ts';
import type { ModelInfo, ModelPricing } from './model-info.ts';

/** A custom model talks only to its own endpoint, with only its own key: the user's provider keys never travel to a URL they typed for another service. */
export function customModelConnection(model: CustomModel): ProviderConnection {
  const apiKey = model.apiKey?.trim();
  const headers = Object.fromEntries(
    model.headers
      .filter((header) => header.name.trim() !== '')
      .map((header) => [header.name.trim(), header.value]),
  );
  return {
    style: model.endpointStyle,
    endpoint: model.endpointURL.trim(),
    ...(apiKey ? { apiKey } : {}),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(Object.keys(model.bodyFields).length > 0 ? { bodyFields: model.bodyFields } : {}),
  };
}

function completePricing(pricing: CustomModel['pricing']): ModelPricing | undefined {
  if (pricing?.inputPerMillionTokens === undefined && pricing?.outputPerMillionTokens === undefined) {
    return undefined;
  }
  return {
    inputPerMillionTokens: pricing.inputPerMillionTokens ?? 0,
    outputPerMillionTokens: pricing.outputPerMillionTokens ?? 0,
  };
}

export function customModelToInfo(model: CustomModel): ModelInfo {
  const pricing = completePricing(model.pricing);
  return {
    id: model.id,
    title: model.title.trim() === '' ? model.modelID : model.title,
    style: model.endpointStyle,
    contextWindow: model.contextLength ?? 0,
    ...(pricing ? { pricing } : {}),
    supportsImages: model.supportsImages ?? false,
    supportsReasoning: model.supportsReasoning ?? false,
    source: 'custom',
    providerModelID: model.modelID,
    ...(model.icon ? { icon: model.icon } : {}),
    connection: customModelConnection(model),
  };
}
