import { providerStyle, type ProviderConnection, type ProviderStyle } from '../providers/index.ts';
import type { ModelInfo } from './model-info.ts';

/**
 * The user's provider keys and endpoint overrides, by style, as the settings table holds them
 * (under each style's `keySetting` and `endpointSetting`).
 */
export interface ConnectionSettings {
  apiKeys: Partial<Record<ProviderStyle, string>>;
  endpoints: Partial<Record<ProviderStyle, string>>;
}

function filled(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function endpointOverride(style: ProviderStyle, settings: ConnectionSettings): string | undefined {
  return filled(settings.endpoints[style]);
}

/** The key a built-in model of this style would use; undefined when the user has none. */
export function apiKeyFor(style: ProviderStyle, settings: ConnectionSettings): string | undefined {
  return filled(settings.apiKeys[style]);
}

/**
 * Where and how to call a model. Custom and local models carry their own connection; built-ins use
 * the key of their provider and the endpoint the user set, else the provider's public endpoint.
 */
export function resolveConnection(model: ModelInfo, settings: ConnectionSettings): ProviderConnection {
  if (model.connection) return model.connection;
  const apiKey = apiKeyFor(model.style, settings);
  return {
    style: model.style,
    endpoint: endpointOverride(model.style, settings) ?? providerStyle(model.style).defaultEndpoint,
    ...(apiKey ? { apiKey } : {}),
  };
}

/**
 * Whether a model can be called as things stand: a built-in needs its provider's key unless the
 * user pointed that provider's endpoint elsewhere (a keyless OpenAI-compatible server, for one).
 */
export function isModelReady(model: ModelInfo, settings: ConnectionSettings): boolean {
  if (model.connection) return true;
  return (
    apiKeyFor(model.style, settings) !== undefined || endpointOverride(model.style, settings) !== undefined
  );
}
