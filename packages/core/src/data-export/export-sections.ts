/**
 * The export's sections (the checkboxes of the export dialog, spec §9) and the keys of the export
 * record each one writes (spec §3). One table serves the writer and the importer.
 */
export const exportSections = [
  'chats',
  'folders',
  'prompts',
  'characters',
  'plugins',
  'profile',
  'preferences',
  'modelSettings',
  'keyboardShortcuts',
  'customModels',
  // Ours, beside the spec's ten: the Files tab and its knowledge collections.
  'knowledge',
] as const;

export type ExportSection = (typeof exportSections)[number];

/** Keys holding a list of records: written one record at a time, and split across parts. */
export const exportListKeys = [
  'chats',
  'folders',
  'userPrompts',
  'userCharacters',
  'installedPlugins',
  'userProfiles',
  'customModels',
  'attachments',
  'knowledgeCollections',
  'knowledgeFiles',
] as const;

/** Keys holding one settings value each. */
export const exportValueKeys = [
  'promptSettings',
  'characterSettings',
  'userPluginSettings',
  'streaming',
  'automaticTitle',
  'suggestKeywords',
  'searchEngine',
  'customSearchEngineID',
  'customSearchAPIKey',
  'hiddenButtons',
  'actionButtonsLabel',
  'latestSeenUpdate',
  'defaultModel',
  'defaultSystemMessage',
  'defaultTemperature',
  'defaultPresencePenalty',
  'defaultFrequencyPenalty',
  'defaultTopP',
  'defaultTopK',
  'defaultMaxTokens',
  'defaultSafetySettings',
  'defaultPromptCachingEnabled',
  'defaultContextLimit',
  'modelIDsOrder',
  'hiddenModelIDs',
  'keyboardShortcuts',
] as const;

export type ExportListKey = (typeof exportListKeys)[number];
export type ExportValueKey = (typeof exportValueKeys)[number];
export type ExportRecordKey = ExportListKey | ExportValueKey;

export const exportSectionKeys: ReadonlyMap<ExportSection, readonly ExportRecordKey[]> = new Map<
  ExportSection,
  readonly ExportRecordKey[]
>([
  // `attachments` is Confab's own key (exported-attachment.ts): the blobs the chats point at.
  ['chats', ['chats', 'attachments']],
  ['folders', ['folders']],
  ['prompts', ['userPrompts', 'promptSettings']],
  ['characters', ['userCharacters', 'characterSettings']],
  ['plugins', ['installedPlugins', 'userPluginSettings']],
  ['profile', ['userProfiles']],
  [
    'preferences',
    [
      'streaming',
      'automaticTitle',
      'suggestKeywords',
      'searchEngine',
      'customSearchEngineID',
      'customSearchAPIKey',
      'hiddenButtons',
      'actionButtonsLabel',
      'latestSeenUpdate',
    ],
  ],
  [
    'modelSettings',
    [
      'defaultModel',
      'defaultSystemMessage',
      'defaultTemperature',
      'defaultPresencePenalty',
      'defaultFrequencyPenalty',
      'defaultTopP',
      'defaultTopK',
      'defaultMaxTokens',
      'defaultSafetySettings',
      'defaultPromptCachingEnabled',
      'defaultContextLimit',
      'modelIDsOrder',
      'hiddenModelIDs',
    ],
  ],
  ['keyboardShortcuts', ['keyboardShortcuts']],
  ['customModels', ['customModels']],
  // Confab's own keys (exported-knowledge-file.ts): each file carries its bytes; the index is rebuilt.
  ['knowledge', ['knowledgeCollections', 'knowledgeFiles']],
]);

const listKeySet: ReadonlySet<string> = new Set(exportListKeys);
const valueKeySet: ReadonlySet<string> = new Set(exportValueKeys);

export function isExportListKey(key: string): key is ExportListKey {
  return listKeySet.has(key);
}

export function isExportValueKey(key: string): key is ExportValueKey {
  return valueKeySet.has(key);
}

/** The record keys the chosen sections write, in the table's order. */
export function recordKeysOf(sections: Iterable<ExportSection>): ExportRecordKey[] {
  const chosen = new Set(sections);
  return exportSections.flatMap((section) =>
    chosen.has(section) ? (exportSectionKeys.get(section) ?? []) : [],
  );
}
