import type { ImportPayload, ImportedSetting } from './import-payload.ts';
import type { PendingConfirmation } from './sensitive-settings.ts';
import { isJsonObject } from './read-fields.ts';

/**
 * The payload with the confirmations the person accepted merged in (custom models, profile keys,
 * plugin settings, search settings) and every other confirmation dropped. Identity decides what was
 * accepted, so pass the payload's own confirmation objects.
 */
export function acceptConfirmations(
  payload: ImportPayload,
  accepted: readonly PendingConfirmation[],
): ImportPayload {
  const chosen = new Set(accepted);
  const customModels = { ...payload.customModels, items: [...payload.customModels.items] };
  const settings = new Map<string, ImportedSetting>(
    payload.settings.items.map((setting) => [setting.key, setting]),
  );
  const profiles = payload.profiles.items.map((profile) => ({ ...profile }));
  for (const confirmation of payload.confirmations) {
    if (!chosen.has(confirmation)) continue;
    switch (confirmation.kind) {
      case 'custom-model':
        customModels.items.push(confirmation.model);
        break;
      case 'setting':
        settings.set(confirmation.key, { key: confirmation.key, value: confirmation.value });
        break;
      case 'profile-key': {
        const profile = profiles.find((candidate) => candidate.id === confirmation.profileID);
        if (profile)
          profile.assignedAPIKey = { ...profile.assignedAPIKey, [confirmation.field]: confirmation.value };
        break;
      }
      case 'plugin-setting': {
        const current = settings.get('userPluginSettings')?.value;
        const all: Record<string, unknown> = isJsonObject(current) ? { ...current } : {};
        const existing = Object.getOwnPropertyDescriptor(all, confirmation.pluginID)?.value as unknown;
        const forPlugin: Record<string, unknown> = isJsonObject(existing) ? { ...existing } : {};
        Object.defineProperty(forPlugin, confirmation.name, {
          value: confirmation.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        Object.defineProperty(all, confirmation.pluginID, {
          value: forPlugin,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        settings.set('userPluginSettings', { key: 'userPluginSettings', value: all });
        break;
      }
    }
  }
  return {
    ...payload,
    customModels,
    profiles: { ...payload.profiles, items: profiles },
    settings: { ...payload.settings, items: [...settings.values()] },
    confirmations: [],
  };
}
