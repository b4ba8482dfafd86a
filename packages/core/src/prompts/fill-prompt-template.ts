/**
 * Filling a prompt at send time: `{{name}}` blanks the person fills in, and built-in variables such as
 * `{local_date}` that Confab fills from the clock (single braces, so they never clash with blanks).
 */
import { lookupOwn } from '../entities/index.ts';

const blankPattern = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** Replaces each `{{name}}` with its value; blanks without a value stay as written. */
export function fillPromptBlanks(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(blankPattern, (whole, name: string) => lookupOwn(values, name.trim()) ?? whole);
}

export const builtInPromptVariables = [
  'local_date',
  'local_time',
  'local_datetime',
  'weekday',
  'timezone',
] as const;

export type BuiltInPromptVariable = (typeof builtInPromptVariables)[number];

const builtInPattern = new RegExp(`(?<!\\{)\\{(${builtInPromptVariables.join('|')})\\}(?!\\})`, 'g');

/** The values of the built-in variables at `now`, in the person's locale and time zone. */
export function builtInVariableValues(
  now: Date,
  locale: string,
  timeZone?: string,
): Record<BuiltInPromptVariable, string> {
  const options = timeZone ? { timeZone } : {};
  return {
    local_date: now.toLocaleDateString(locale, { ...options, dateStyle: 'long' }),
    local_time: now.toLocaleTimeString(locale, { ...options, timeStyle: 'short' }),
    local_datetime: now.toLocaleString(locale, { ...options, dateStyle: 'long', timeStyle: 'short' }),
    weekday: now.toLocaleDateString(locale, { ...options, weekday: 'long' }),
    timezone: timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

export function fillBuiltInVariables(
  text: string,
  values: Readonly<Record<BuiltInPromptVariable, string>>,
): string {
  return text.replace(builtInPattern, (_whole, name: BuiltInPromptVariable) => values[name]);
}
