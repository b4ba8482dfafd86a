import * as z from 'zod/mini';
import type { ExportValueKey } from '../data-export/index.ts';

const flag = z.boolean();
const numberOrNull = z.nullable(z.number());
const text = z.string();
const textList = z.array(z.string());
const table = z.record(z.string(), z.unknown());

/**
 * The shape each settings key of the export record must have. The spec does not show the inner
 * shape of the tables (keyboard shortcuts, plugin settings, …): the feature that reads one checks
 * it; here a wrong kind of value (a number where a table belongs) is refused.
 */
export const settingValueSchemas: ReadonlyMap<ExportValueKey, z.ZodMiniType> = new Map<
  ExportValueKey,
  z.ZodMiniType
>([
  ['streaming', flag],
  ['automaticTitle', flag],
  ['suggestKeywords', flag],
  ['defaultPromptCachingEnabled', flag],
  ['defaultTemperature', numberOrNull],
  ['defaultPresencePenalty', numberOrNull],
  ['defaultFrequencyPenalty', numberOrNull],
  ['defaultTopP', numberOrNull],
  ['defaultTopK', numberOrNull],
  ['defaultMaxTokens', numberOrNull],
  ['defaultContextLimit', numberOrNull],
  ['defaultModel', z.nullable(text)],
  ['defaultSystemMessage', z.nullable(text)],
  ['searchEngine', text],
  ['customSearchEngineID', text],
  ['customSearchAPIKey', text],
  ['latestSeenUpdate', z.union([text, z.number(), z.null()])],
  ['actionButtonsLabel', z.unknown()],
  ['hiddenButtons', z.union([textList, table])],
  ['modelIDsOrder', textList],
  ['hiddenModelIDs', textList],
  ['defaultSafetySettings', z.union([table, z.array(z.unknown()), z.null()])],
  ['keyboardShortcuts', table],
  ['characterSettings', table],
  ['promptSettings', table],
  ['userPluginSettings', table],
]);
