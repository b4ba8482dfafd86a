import { hostConfigSchema, type HostConfig } from '@confab/core/protocol';

/**
 * Fields the server decides itself, never an override: `licensing` (the licence server's key),
 * `allowSubscriptions` (whether payment providers are configured), `newsletter` (whether this
 * server sends one), `currentUser` (filled per caller) and `systemModels` (the System models
 * section stores those, with their keys, apart).
 */
const serverOwnedFields: ReadonlySet<string> = new Set([
  'licensing',
  'allowSubscriptions',
  'newsletter',
  'currentUser',
  'systemModels',
]);

export const editableHostConfigFields: readonly string[] = Object.keys(hostConfigSchema.shape).filter(
  (field) => !serverOwnedFields.has(field),
);

const editableFieldSet: ReadonlySet<string> = new Set(editableHostConfigFields);

function nestedObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export type MergeResult = { ok: true; config: HostConfig } | { ok: false; fields: string[] };

/**
 * The overrides over the file/environment config, by config.ts's rules: `chatFeatures` and `links`
 * merge key by key; every other field replaces the base's. Server-owned fields always come from the
 * base (so an override can never drop `licensing`). The result must pass hostConfigSchema;
 * otherwise the answer names the fields at fault, unknown ones included.
 */
export function mergeHostConfig(base: HostConfig, overrides: Record<string, unknown>): MergeResult {
  const unknownFields = Object.keys(overrides).filter((field) => !editableFieldSet.has(field));
  if (unknownFields.length > 0) return { ok: false, fields: unknownFields };
  const {
    licensing: _licensing,
    allowSubscriptions: _allowSubscriptions,
    newsletter: _newsletter,
    currentUser: _currentUser,
    systemModels: _systemModels,
    ...editable
  } = overrides;
  const merged: Record<string, unknown> = {
    ...base,
    ...editable,
    chatFeatures: { ...base.chatFeatures, ...nestedObject(overrides.chatFeatures) },
    links: { ...base.links, ...nestedObject(overrides.links) },
  };
  const checked = hostConfigSchema.safeParse(merged);
  if (!checked.success) {
    const fields = [...new Set(checked.error.issues.map((issue) => issue.path.join('.') || '(root)'))];
    return { ok: false, fields };
  }
  return { ok: true, config: checked.data };
}
