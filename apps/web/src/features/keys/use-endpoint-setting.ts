import * as z from 'zod/mini';
import type { StoragePort } from '@confab/core';
import { useSetting, type SettingState } from '../../storage/use-setting.ts';
import { useSettings, type SettingsState } from '../../storage/use-settings.ts';
import { endpointFields, type EndpointField } from './endpoint-fields.ts';

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

/** Every field of the API endpoints section, live, as stored ('' = the default). */
export function useEndpointSettings(): SettingsState<string> {
  return useSettings(
    endpointFields.map((field) => field.setting),
    endpointSchema,
    '',
  );
}
