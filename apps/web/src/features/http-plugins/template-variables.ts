import type { PluginSettingValues } from '../tools/index.ts';

/** Where a variable's value came from: a setting may fill the start of a URL, an argument may not. */
export interface TemplateValue {
  value: unknown;
  source: 'argument' | 'setting';
}

export type TemplateVariables = ReadonlyMap<string, TemplateValue>;

/**
 * The `{name}` variables of an HTTP action: the call's arguments and the person's settings for the
 * plugin. A setting wins over an argument of the same name, so a model (or text it read) cannot
 * replace the person's key or endpoint by passing an argument called like it.
 */
export function templateVariables(
  args: Record<string, unknown>,
  settings: PluginSettingValues,
): TemplateVariables {
  const variables = new Map<string, TemplateValue>();
  for (const [name, value] of Object.entries(args)) variables.set(name, { value, source: 'argument' });
  for (const [name, value] of settings) variables.set(name, { value, source: 'setting' });
  return variables;
}

/** A value as text: strings as they are, numbers and booleans written out, the rest as JSON; nothing for null. */
export function variableText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
