import * as z from 'zod/mini';
import type { StoragePort } from '@confab/core';
import { useSetting, type SettingState } from '../../storage/use-setting.ts';
import { endpointFields, type EndpointField, type EndpointFieldId } from './endpoint-fields.ts';

const endpointSchema = z.string();

export interface EndpointSettingState extends SettingState<string> {
  /** What calls should use: the stored value, or the default when it is empty. */
  effective: string;
}

function effectiveEndpoint(stored: string, field: EndpointField): string {
  const trimmed = stored.trim();
  return trimmed === '' ? field.defaultEndpoint : trimmed;
}

export function useEndpointSetting(field: EndpointField): EndpointSettingState {
  const stored = useSetting(field.setting, endpointSchema, '');
  return { ...stored, effective: effectiveEndpoint(stored.value, field) };
}

/** The endpoint a call should use right now, read from the store rather than from a render. */
export async function readEndpoint(storage: StoragePort, field: EndpointField): Promise<string> {
  const parsed = endpointSchema.safeParse((await storage.settings.get(field.setting))?.value);
  return effectiveEndpoint(parsed.success ? parsed.data : '', field);
}

/** All four endpoint settings, live. Written out one by one because hooks may not be called in a loop. */
export function useEndpointSettings(): Record<EndpointFieldId, EndpointSettingState> {
  return {
    chatCompletions: useEndpointSetting(endpointFields.chatCompletions),
    anthropic: useEndpointSetting(endpointFields.anthropic),
    gemini: useEndpointSetting(endpointFields.gemini),
    speechTranscription: useEndpointSetting(endpointFields.speechTranscription),
  };
}

export interface ProviderEndpoints {
  openai: string;
  anthropic: string;
  gemini: string;
  speechTranscription: string;
  loaded: boolean;
}

/** The endpoints other features call (chat, models): the user's settings with the defaults filled in. */
export function useProviderEndpoints(): ProviderEndpoints {
  const settings = useEndpointSettings();
  return {
    openai: settings.chatCompletions.effective,
    anthropic: settings.anthropic.effective,
    gemini: settings.gemini.effective,
    speechTranscription: settings.speechTranscription.effective,
    loaded: Object.values(settings).every((setting) => setting.loaded),
  };
}
